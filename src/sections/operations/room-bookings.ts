import { defineSection } from '@/features/records/section';
import { roomBookingApi } from '@/generated/records/operations';
import { RoomBookingDetailMeta, RoomBookingInputMeta, RoomBookingMeta } from '@/generated/meta/operations';
import { RoomBookingInputSchema } from '@/generated/validators/operations';
import { listRoomBookingsParams } from '@/generated/list-params/operations';
import { roomBookingCalendar } from './room-bookings.calendar';
import { roomBookingOccasionLines } from './room-bookings.occasions';

const groups = [
  { title: 'Bérlés', fields: ['type', 'rooms', 'goal', 'note'] },
  { title: 'Időszak és alkalmak', fields: ['start_date', 'end_date', 'time_period', 'occasions'] },
  { title: 'Bérlő', fields: ['name', 'birth_name', 'mothers_name', 'birth_date', 'birth_place', 'id_card_number'] },
  { title: 'Cég adatai', fields: ['short_company_name', 'company_registration_number', 'score_number', 'tax_number', 'representative', 'representative_position'] },
  { title: 'Címek', fields: ['address', 'seat_address', 'mailing_address'] },
  { title: 'Kapcsolattartó', fields: ['contact_name', 'contact_role', 'contact_email', 'contact_phone', 'contact_personal_id'] },
  { title: 'Díjak és fizetés', fields: ['price_workday', 'price_weekend', 'price_unit', 'payment_type', 'bank_account_number'] },
  { title: 'Feltételek', fields: ['service_scope', 'flowmeter', 'other_conditions', 'modification_note'] },
] as const;

/** Teremberlés (sections 2–4, 7): list with price and period ranges, new and details with occasions, actions, panels and the calendar. */
export const roomBookingsSection = defineSection({
  id: 'room-bookings',
  title: 'Teremberlés',
  recordName: 'Teremberlés',
  api: roomBookingApi,
  list: {
    meta: RoomBookingMeta,
    columns: ['registration_number', 'name', 'rooms', 'type', 'start_date', 'end_date', 'total_price', 'state', 'waiting_for'],
    params: listRoomBookingsParams,
    filters: ['room_institution', 'room', 'state', 'type', 'min_price', 'min_date', 'waiting_for', 'verification_step'],
  },
  form: {
    meta: RoomBookingInputMeta,
    schema: RoomBookingInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    lines: { occasions: roomBookingOccasionLines },
    extraFields: 'room_bookings',
  },
  details: {
    title: (booking) => booking.name,
    meta: RoomBookingDetailMeta,
    summary: [
      'id',
      'registration_number',
      'state',
      'waiting_for',
      'verification_step',
      'type',
      'rooms',
      'start_date',
      'end_date',
      'total_price',
      'source_contract',
      'required_attachment_types',
      'document',
      'storno_document',
      'last_decision',
    ],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
  calendar: roomBookingCalendar,
});
