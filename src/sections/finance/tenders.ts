import { recordLink } from '@/config/site-map';
import { amountsCard } from '@/features/records/blocks/AmountsCard';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { getTenderAmountStatQuery } from '@/generated/api/finance';
import { tenderApi } from '@/generated/records/finance';
import { TenderAmountStatMeta, TenderDetailMeta, TenderInputMeta, TenderMeta } from '@/generated/meta/finance';
import { TenderInputSchema } from '@/generated/validators/finance';
import { listTendersParams } from '@/generated/list-params/finance';

const groups = [
  { title: 'Alapadatok', fields: ['name', 'code', 'school_district', 'institutions'] },
  { title: 'Összegek', fields: ['currency', 'amount', 'amount_operational', 'amount_accumulation'] },
  { title: 'Időszak', fields: ['start_date', 'end_date', 'deadline'] },
] as const;

/** Pályázat (sections 2–4, 7): list by institution and closed, new, details with the used amounts (amount_stat/), its commitments, attachments and the close action. */
export const tendersSection = defineSection({
  id: 'tenders',
  title: 'Pályázatok',
  recordName: 'Pályázat',
  api: tenderApi,
  list: {
    meta: TenderMeta,
    columns: ['name', 'code', 'institutions', 'amount', 'start_date', 'end_date', 'deadline', 'closed'],
    params: listTendersParams,
    filters: ['institution', 'closed'],
  },
  form: {
    meta: TenderInputMeta,
    schema: TenderInputSchema,
    fields: groups.flatMap((group) => group.fields),
    groups,
  },
  details: {
    title: (tender) => tender.name,
    meta: TenderDetailMeta,
    summary: ['id', 'code', 'closed', 'school_district', 'institutions', 'amount', 'start_date', 'end_date', 'deadline'],
    groups: [{ title: 'Összegek', fields: ['currency', 'amount_operational', 'amount_accumulation'] }],
    panels: { attachments: true },
    blocks: [
      amountsCard({
        title: 'Keret felhasználása',
        meta: TenderAmountStatMeta,
        fields: ['used_money', 'remaining', 'pending'],
        from: { query: (id) => getTenderAmountStatQuery({ path: { id } }) },
      }),
      itemsTable({
        field: 'commitments',
        meta: TenderDetailMeta,
        columns: ['reference_number', 'subject', 'cost', 'state'],
        link: { column: 'reference_number', href: recordLink('commitments') },
        emptyText: 'A pályázathoz nem tartozik kötelezettségvállalás.',
      }),
    ],
  },
});
