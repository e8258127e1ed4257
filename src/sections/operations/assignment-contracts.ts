import { defineSection } from '@/features/records/section';
import { getAssignmentContractPrefillQuery } from '@/generated/api/operations';
import { assignmentContractApi } from '@/generated/records/operations';
import { AssignmentContractInputMeta, AssignmentContractMeta } from '@/generated/meta/operations';
import { AssignmentContractInputSchema } from '@/generated/validators/operations';
import { listAssignmentContractsParams } from '@/generated/list-params/operations';

const groups = [
  { title: 'Szerződés', fields: ['affected_institution', 'start_date', 'end_date', 'open_ended'] },
  { title: 'Megbízott', fields: ['name', 'birth_name', 'mothers_name', 'birth_place', 'birth_date', 'address', 'primary_job_name'] },
  { title: 'Adó és bank', fields: ['tax_id', 'social_security_number', 'bank_name', 'bank_account_number'] },
] as const;

/** Megbízási szerződések (sections 2–4, 7): list with its filters, new (filled from a chosen user, kitolt/) and details with decisions, comments, attachments and documents. */
export const assignmentContractsSection = defineSection({
  id: 'assignment-contracts',
  title: 'Megbízási szerződések',
  recordName: 'Megbízási szerződés',
  api: assignmentContractApi,
  list: {
    meta: AssignmentContractMeta,
    columns: ['reference_number', 'name', 'affected_institution', 'type', 'start_date', 'end_date', 'state', 'waiting_for'],
    params: listAssignmentContractsParams,
    filters: ['affected_institution', 'state', 'type', 'verification_step'],
  },
  form: {
    meta: AssignmentContractInputMeta,
    schema: AssignmentContractInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'assignment_contracts',
    prefill: { when: 'user', from: (id) => getAssignmentContractPrefillQuery({ query: { user_id: id } }) },
  },
  details: {
    title: (contract) => contract.name,
    meta: AssignmentContractMeta,
    summary: ['id', 'reference_number', 'state', 'waiting_for', 'type', 'institution', 'affected_institution', 'creator', 'start_date', 'end_date', 'open_ended'],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});
