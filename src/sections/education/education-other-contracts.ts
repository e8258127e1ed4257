import { recordLink } from '@/config/site-map';
import { defineSection } from '@/features/records/section';
import { listEducationOtherContractsParams } from '@/generated/list-params/education';
import { EducationOtherContractDetailMeta, EducationOtherContractInputMeta, EducationOtherContractMeta } from '@/generated/meta/education';
import { educationOtherContractApi } from '@/generated/records/education';
import { EducationOtherContractInputSchema } from '@/generated/validators/education';

const groups = [
  { title: 'Szerződés', fields: ['institution', 'affected_institution', 'reference_number', 'type', 'tender', 'start_date', 'end_date'] },
  { title: 'Szerződő fél', fields: ['name', 'birth_name', 'mothers_name', 'birth_date', 'birth_place', 'address', 'tax_number', 'email'] },
  { title: 'Díjazás', fields: ['price', 'price_unit', 'bank_account_number'] },
] as const;

/** Egyéb tanügyi szerződések (sections 2–4, 7): the full pattern with decisions, storno, cancel, clone and documents. */
export const educationOtherContractsSection = defineSection({
  id: 'education-other-contracts',
  title: 'Egyéb tanügyi szerződések',
  recordName: 'Tanügyi egyéb szerződés',
  api: educationOtherContractApi,
  list: {
    meta: EducationOtherContractMeta,
    columns: ['reference_number', 'name', 'type', 'institution', 'price', 'start_date', 'end_date', 'state', 'waiting_for'],
    params: listEducationOtherContractsParams,
    filters: ['state', 'institution', 'waiting_for', 'has_unread_comment', 'has_unseen_attachment', 'waiting_for_me'],
  },
  form: {
    meta: EducationOtherContractInputMeta,
    schema: EducationOtherContractInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'education_other_contracts',
  },
  details: {
    title: (contract) => contract.name,
    meta: EducationOtherContractDetailMeta,
    summary: ['id', 'reference_number', 'state', 'waiting_for', 'institution', 'creator', 'school_should_reply', 'waiting_for_attachment'],
    groups: [
      { title: 'Szerződés', fields: ['type', 'affected_institution', 'tender', 'start_date', 'end_date'] },
      { title: 'Szerződő fél', fields: ['name', 'birth_name', 'mothers_name', 'birth_date', 'birth_place', 'address', 'tax_number', 'email'] },
      { title: 'Díjazás', fields: ['price', 'price_unit', 'bank_account_number'] },
    ],
    links: { tender: recordLink('tenders') },
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});
