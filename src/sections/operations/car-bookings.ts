import { defineSection } from '@/features/records/section';
import { carBookingApi } from '@/generated/records/operations';
import { CarBookingInputMeta, CarBookingMeta } from '@/generated/meta/operations';
import { CarBookingInputSchema } from '@/generated/validators/operations';
import { listCarBookingsParams } from '@/generated/list-params/operations';
import { carBookingCalendar } from './car-bookings.calendar';

const groups = [
  { title: 'Utazás', fields: ['start_date', 'end_date', 'car', 'travel_path', 'person_count', 'driver'] },
  { title: 'Kapcsolattartó', fields: ['contact_name', 'contact_contact'] },
] as const;

/**
 * Gépjárműigénylés (sections 2–4, 7): list with its filters, new and details with decisions, comments,
 * attachments and documents, and the calendar. Once the departure and the return are set, the car is
 * chosen from the free cars (szabad-autok/), each read as type, plate number and seats ('… fő'); the
 * edit form follows the verification step's can_edit_details.
 */
export const carBookingsSection = defineSection({
  id: 'car-bookings',
  title: 'Gépjárműigénylés',
  recordName: 'Gépjárműigény',
  api: carBookingApi,
  list: {
    meta: CarBookingMeta,
    columns: ['travel_path', 'car', 'institution', 'start_date', 'end_date', 'person_count', 'driver', 'state', 'waiting_for'],
    params: listCarBookingsParams,
    filters: ['institution', 'state', 'car', 'verification_step', 'waiting_for'],
  },
  form: {
    meta: CarBookingInputMeta,
    schema: CarBookingInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'car_bookings',
  },
  details: {
    title: (booking) => booking.travel_path,
    meta: CarBookingMeta,
    summary: [
      'id',
      'state',
      'waiting_for',
      'verification_step',
      'institution',
      'car',
      'start_date',
      'end_date',
      'person_count',
      'driver',
      'contact_name',
      'contact_contact',
      'last_decision',
    ],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
  calendar: carBookingCalendar,
});
