import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { utilityMeterApi } from '@/generated/records/operations';
import { UtilityMeterDetailMeta, UtilityMeterInputMeta, UtilityMeterMeta } from '@/generated/meta/operations';
import { UtilityMeterInputSchema } from '@/generated/validators/operations';
import { listUtilityMetersParams } from '@/generated/list-params/operations';

const groups = [
  { title: 'Mérő', fields: ['name', 'institution', 'utility_type', 'meter_type', 'is_bidirectional_meter', 'pod'] },
  { title: 'Szolgáltatás', fields: ['provider', 'reference_number', 'read_date', 'address', 'note'] },
] as const;

/** Közművek (sections 2–4, 7): meters listed active first (section 9), new and details with their readings, attachments and closing. */
export const utilitiesSection = defineSection({
  id: 'utilities',
  title: 'Közművek',
  recordName: 'Közműmérő',
  api: utilityMeterApi,
  list: {
    meta: UtilityMeterMeta,
    columns: ['name', 'institution', 'utility_type', 'meter_type', 'provider', 'pod', 'read_date', 'status'],
    params: listUtilityMetersParams,
    filters: ['institution', 'utility_type', 'meter_type', 'is_bidirectional', 'status'],
    defaults: { status: 'active' },
  },
  form: { meta: UtilityMeterInputMeta, schema: UtilityMeterInputSchema, fields: groups.flatMap((group) => group.fields), groups },
  details: {
    title: (meter) => meter.name,
    meta: UtilityMeterDetailMeta,
    summary: [
      'id',
      'status',
      'institution',
      'utility_type',
      'meter_type',
      'is_bidirectional_meter',
      'provider',
      'pod',
      'reference_number',
      'read_date',
      'address',
      'note',
    ],
    panels: { attachments: true },
    blocks: [
      itemsTable({
        field: 'reports',
        meta: UtilityMeterDetailMeta,
        columns: ['read_date', 'meter_value', 'consumption', 'created_by'],
        emptyText: 'Nincs rögzített mérőállás.',
      }),
    ],
  },
});
