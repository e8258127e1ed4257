import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { listCarsParams } from '@/generated/list-params/operations';
import { CarInputMeta, CarMeta, CarPeriodicBookingInputMeta, CarRefuelMeta } from '@/generated/meta/operations';
import { carApi } from '@/generated/records/operations';
import { CarInputSchema } from '@/generated/validators/operations';

const groups = [
  { title: 'Gépjármű', fields: ['name', 'plate_number', 'type', 'institution', 'person_count', 'power', 'fuel_type', 'all_can_see'] },
  { title: 'Okmányok', fields: ['mot_test_valid_till', 'highway_sticker'] },
  { title: 'Tankolások', fields: ['refuel_accounting', 'refuels'] },
  { title: 'Rendszeres foglalások', fields: ['periodic_bookings'] },
] as const;

/** Gépjárművek (sections 2, 3, 7): list with the fuel and seat-range filters, new and details with the refuels and periodic bookings as lines; close/ is the spec's record action. */
export const carsSection = defineSection({
  id: 'cars',
  title: 'Gépjárművek',
  recordName: 'Gépjármű',
  api: carApi,
  list: {
    meta: CarMeta,
    columns: ['id', 'name', 'plate_number', 'type', 'institution', 'person_count', 'fuel_type', 'all_can_see', 'is_active'],
    params: listCarsParams,
    filters: ['fuel_type', 'min_person_count'],
  },
  form: {
    meta: CarInputMeta,
    schema: CarInputSchema,
    fields: groups.flatMap((group) => group.fields),
    groups,
    lines: {
      refuels: { itemMeta: CarRefuelMeta, columns: ['time_point', 'cost', 'meter_value'], addLabel: 'Új tankolás' },
      periodic_bookings: {
        itemMeta: CarPeriodicBookingInputMeta,
        columns: ['day_of_the_week', 'start_date', 'end_date', 'start_time', 'end_time'],
        addLabel: 'Új rendszeres foglalás',
      },
    },
  },
  details: {
    title: (car) => `${car.name} (${car.plate_number})`,
    meta: CarMeta,
    summary: [
      'id',
      'is_active',
      'name',
      'plate_number',
      'type',
      'institution',
      'person_count',
      'power',
      'fuel_type',
      'all_can_see',
      'refuel_accounting',
      'mot_test_valid_till',
      'highway_sticker',
    ],
    panels: {},
    blocks: [
      itemsTable({ field: 'refuels', meta: CarMeta, columns: ['time_point', 'cost', 'meter_value'], emptyText: 'Nincs tankolás.' }),
      itemsTable({
        field: 'periodic_bookings',
        meta: CarMeta,
        columns: ['day_of_the_week', 'start_date', 'end_date', 'start_time', 'end_time'],
        emptyText: 'Nincs rendszeres foglalás.',
      }),
    ],
  },
});
