import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { busRentalApi } from '@/generated/records/operations';
import { BusRentalInputMeta, BusRentalMeta } from '@/generated/meta/operations';
import { BusRentalInputSchema } from '@/generated/validators/operations';
import { listBusRentalsParams } from '@/generated/list-params/operations';

const groups = [
  { title: 'Utazás', fields: ['type', 'institution', 'travel_goal', 'person_count', 'pickup_place', 'pickup_date'] },
  { title: 'Utak', fields: ['travels'] },
] as const;

/** Buszbérlés (sections 2–4, 7: szurok/, export/): list, new and details with the trip's legs as lines, the flow and its panels. */
export const busRentalsSection = defineSection({
  id: 'bus-rentals',
  title: 'Buszbérlés',
  recordName: 'Buszbérlés',
  api: busRentalApi,
  list: {
    meta: BusRentalMeta,
    columns: ['travel_goal', 'reference_number', 'type', 'institution', 'pickup_date', 'person_count', 'state', 'waiting_for'],
    params: listBusRentalsParams,
    filters: ['institution', 'state', 'waiting_for'],
  },
  form: { meta: BusRentalInputMeta, schema: BusRentalInputSchema, fields: groups.flatMap((group) => group.fields), groups },
  details: {
    title: (rental) => rental.travel_goal,
    meta: BusRentalMeta,
    summary: ['id', 'reference_number', 'state', 'waiting_for', 'type', 'institution', 'creator', 'pickup_place', 'pickup_date', 'person_count'],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    blocks: [itemsTable({ field: 'travels', meta: BusRentalMeta, columns: ['date', 'departure_place', 'destination', 'start_time', 'end_time'] })],
  },
});
