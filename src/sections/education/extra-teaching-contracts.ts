import { recordLink } from '@/config/site-map';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { personFieldsets } from '@/features/person/fieldsets';
import { defineSection } from '@/features/records/section';
import { fetchExtraTeachingEmployeeQuery } from '@/generated/api/education';
import { listExtraTeachingContractsParams } from '@/generated/list-params/education';
import { ExtraTeachingContractDetailMeta, ExtraTeachingContractInputMeta, ExtraTeachingContractMeta, ExtraTeachingEntryMeta } from '@/generated/meta/education';
import { extraTeachingContractApi } from '@/generated/records/education';
import { ExtraTeachingContractInputSchema } from '@/generated/validators/education';

const groups = [
  { title: 'Szerződés', fields: ['institution', 'reference_number', 'user', 'source_contract', 'start_date', 'end_date', 'payment'] },
  { title: 'Személyes adatok', fields: ['name', 'birth_name', 'mothers_name', 'birth_date', 'birth_place', 'nationality', 'email', 'children'] },
  { title: 'Okmányok', fields: ['id_card_number', 'residence_card_number', 'tax_number', 'social_security_number'] },
  ...personFieldsets,
  { title: 'Bejegyzések', fields: ['entries'] },
] as const;

/** Többlettanítási szerződések (sections 3, 7, 9): the employee's data filled from fetch_employee/, entries as lines, payment 3045 by default. */
export const extraTeachingContractsSection = defineSection({
  id: 'extra-teaching-contracts',
  title: 'Többlettanítási szerződések',
  recordName: 'Többlettanítási szerződés',
  api: extraTeachingContractApi,
  list: {
    meta: ExtraTeachingContractMeta,
    columns: ['reference_number', 'name', 'institution', 'start_date', 'end_date', 'payment', 'state', 'waiting_for'],
    params: listExtraTeachingContractsParams,
    filters: ['state', 'institution', 'user', 'job', 'working_hours', 'waiting_for', 'waiting_for_me'],
  },
  form: {
    meta: ExtraTeachingContractInputMeta,
    schema: ExtraTeachingContractInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'extra_teaching',
    lines: { entries: { itemMeta: ExtraTeachingEntryMeta, columns: ['date', 'hours', 'subject', 'class_name', 'note'], addLabel: 'Új bejegyzés' } },
    prefill: { when: 'user', from: (id) => fetchExtraTeachingEmployeeQuery({ query: { id } }) },
  },
  details: {
    title: (contract) => contract.name,
    meta: ExtraTeachingContractDetailMeta,
    summary: ['id', 'reference_number', 'state', 'waiting_for', 'institution', 'creator', 'user', 'source_contract', 'cancellation_reference_number'],
    groups: [{ title: 'Szerződés', fields: ['start_date', 'end_date', 'payment'] }, ...groups.slice(1, -1)],
    links: { source_contract: recordLink('extra-teaching-contracts') },
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    blocks: [
      itemsTable({
        field: 'entries',
        meta: ExtraTeachingContractDetailMeta,
        columns: ['date', 'hours', 'subject', 'class_name', 'note'],
        emptyText: 'Nincs bejegyzés.',
      }),
    ],
  },
});
