import { defineSection } from '@/features/records/section';
import { listStudyContractsParams } from '@/generated/list-params/education';
import { StudyContractDetailMeta, StudyContractInputMeta, StudyContractMeta } from '@/generated/meta/education';
import { studyContractApi } from '@/generated/records/education';
import { StudyContractInputSchema } from '@/generated/validators/education';

const groups = [
  { title: 'Szerződés', fields: ['institution', 'reference_number', 'type'] },
  { title: 'Személyes adatok', fields: ['name', 'birth_name', 'mothers_name', 'birth_date', 'birth_place'] },
  { title: 'Okmányok', fields: ['personnel_identification_number', 'tax_number', 'social_security_number'] },
  { title: 'Címek', fields: ['permanent_address', 'temporary_address'] },
] as const;

/** Tanulmányi szerződések (sections 2–4, 7): every field of section 3 in fieldsets, approval, comments, attachments and documents. */
export const studyContractsSection = defineSection({
  id: 'study-contracts',
  title: 'Tanulmányi szerződések',
  recordName: 'Tanulmányi szerződés',
  api: studyContractApi,
  list: {
    meta: StudyContractMeta,
    columns: ['reference_number', 'name', 'type', 'institution', 'creator', 'state', 'waiting_for'],
    params: listStudyContractsParams,
    filters: ['state', 'institution', 'waiting_for', 'waiting_for_me'],
  },
  form: {
    meta: StudyContractInputMeta,
    schema: StudyContractInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'study_contracts',
  },
  details: {
    title: (contract) => contract.name,
    meta: StudyContractDetailMeta,
    summary: ['id', 'reference_number', 'state', 'waiting_for', 'institution', 'creator', 'type'],
    groups: groups.slice(1),
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});
