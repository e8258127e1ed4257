import { recordLink } from '@/config/site-map';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { listExtraTeachingSummariesParams } from '@/generated/list-params/education';
import { ExtraTeachingEntryMeta, ExtraTeachingSummaryDetailMeta, ExtraTeachingSummaryInputMeta, ExtraTeachingSummaryMeta } from '@/generated/meta/education';
import { extraTeachingSummaryApi } from '@/generated/records/education';
import { ExtraTeachingSummaryInputSchema } from '@/generated/validators/education';

const entryColumns = ['date', 'hours', 'subject', 'class_name', 'note'] as const;

/** Többlettanítási összesítők (sections 3, 6, 7): a month of one employee's extra teaching; the employees offered are dolgozok/'s for the year and month. No permission gate (section 6). */
export const extraTeachingSummariesSection = defineSection({
  id: 'extra-teaching-summaries',
  title: 'Többlettanítási összesítők',
  recordName: 'Többlettanítási összesítő',
  api: extraTeachingSummaryApi,
  list: {
    meta: ExtraTeachingSummaryMeta,
    columns: ['id', 'user', 'contract', 'year', 'month'],
    params: listExtraTeachingSummariesParams,
    filters: ['institution', 'year', 'month', 'user'],
  },
  form: {
    meta: ExtraTeachingSummaryInputMeta,
    schema: ExtraTeachingSummaryInputSchema,
    fields: ['year', 'month', 'user', 'contract', 'entries'],
    groups: [
      { title: 'Összesítő', fields: ['year', 'month', 'user', 'contract'] },
      { title: 'Bejegyzések', fields: ['entries'] },
    ],
    lines: { entries: { itemMeta: ExtraTeachingEntryMeta, columns: entryColumns, addLabel: 'Új bejegyzés' } },
  },
  details: {
    title: (summary) => `${summary.user.name}, ${summary.year}. ${String(summary.month).padStart(2, '0')}.`,
    meta: ExtraTeachingSummaryDetailMeta,
    summary: ['id', 'user', 'contract', 'year', 'month'],
    links: { contract: recordLink('extra-teaching-contracts') },
    panels: {},
    blocks: [itemsTable({ field: 'entries', meta: ExtraTeachingSummaryDetailMeta, columns: entryColumns, emptyText: 'Nincs bejegyzés.' })],
  },
});
