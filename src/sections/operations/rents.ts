import { defineSection } from '@/features/records/section';
import { otherRentApi } from '@/generated/records/operations';
import { OtherRentDetailMeta, OtherRentInputMeta, OtherRentMeta } from '@/generated/meta/operations';
import { OtherRentInputSchema } from '@/generated/validators/operations';
import { listOtherRentsParams } from '@/generated/list-params/operations';
import { roomBookingOccasionLines } from './room-bookings.occasions';

const groups = [
  { title: 'Bérlés', fields: ['type', 'institution', 'start_date', 'end_date', 'occasions'] },
  { title: 'Bérlő', fields: ['name', 'representative', 'address', 'mailing_address'] },
  { title: 'Díj', fields: ['price', 'price_unit'] },
] as const;

/** Egyéb bérlések (sections 2–4, 7, /api/egyeb-berlesek/): list, new and details with occasions as lines (the room bookings' occasions), the flow and its panels. */
export const rentsSection = defineSection({
  id: 'rents',
  title: 'Egyéb bérlések',
  recordName: 'Egyéb bérlés',
  api: otherRentApi,
  list: {
    meta: OtherRentMeta,
    columns: ['name', 'reference_number', 'type', 'institution', 'start_date', 'end_date', 'price', 'state', 'waiting_for'],
    params: listOtherRentsParams,
    filters: ['institution', 'type', 'state', 'waiting_for'],
  },
  form: {
    meta: OtherRentInputMeta,
    schema: OtherRentInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    lines: { occasions: roomBookingOccasionLines },
    extraFields: 'rents',
  },
  details: {
    title: (rent) => rent.name,
    meta: OtherRentDetailMeta,
    summary: ['id', 'reference_number', 'state', 'waiting_for', 'type', 'institution', 'creator', 'start_date', 'end_date', 'price', 'price_unit'],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});
