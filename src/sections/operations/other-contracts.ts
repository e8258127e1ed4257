import { defineSection } from '@/features/records/section';
import { otherContractApi } from '@/generated/records/operations';
import { OtherContractInputMeta, OtherContractMeta } from '@/generated/meta/operations';
import { OtherContractInputSchema } from '@/generated/validators/operations';
import { listOtherContractsParams } from '@/generated/list-params/operations';

const groups = [
  { title: 'Szerződés', fields: ['type', 'institution', 'school_should_reply', 'waiting_for_attachment'] },
  { title: 'Szerződő fél', fields: ['name', 'representative', 'company_number', 'tax_number', 'ksh_code', 'bank_account_number', 'seat_address'] },
] as const;

/** Egyéb szerződések (sections 2–4, 7: the common pattern plus mind/ and szurok/): list, new, details with the flow, its actions and panels. */
export const otherContractsSection = defineSection({
  id: 'other-contracts',
  title: 'Egyéb szerződések',
  recordName: 'Egyéb szerződés',
  api: otherContractApi,
  list: {
    meta: OtherContractMeta,
    columns: ['name', 'type', 'institution', 'tax_number', 'creator', 'state', 'waiting_for'],
    params: listOtherContractsParams,
    filters: ['institution', 'state', 'waiting_for'],
  },
  form: { meta: OtherContractInputMeta, schema: OtherContractInputSchema, fields: groups.flatMap((group) => group.fields), groups },
  details: {
    title: (contract) => contract.name,
    meta: OtherContractMeta,
    summary: ['id', 'state', 'waiting_for', 'type', 'institution', 'creator', 'school_should_reply', 'waiting_for_attachment', 'last_decision'],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});
