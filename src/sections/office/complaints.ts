import { defineSection } from '@/features/records/section';
import { getComplaintPrefillQuery } from '@/generated/api/complaints';
import { listComplaintsParams } from '@/generated/list-params/complaints';
import { ComplaintDetailMeta, ComplaintInputMeta, ComplaintMeta } from '@/generated/meta/complaints';
import { complaintApi } from '@/generated/records/complaints';
import { ComplaintInputSchema } from '@/generated/validators/complaints';

const groups = [
  { title: 'Panasz', fields: ['institution', 'category', 'description'] },
  { title: 'Panaszos', fields: ['is_anonymous', 'name', 'address', 'email'] },
] as const;

/** Panaszbejelentések (sections 2–4, 7): list with its filters, new (prefilled from a chosen user, kitolt/), details with the flow's panels. */
export const complaintsSection = defineSection({
  id: 'complaints',
  title: 'Panaszbejelentések',
  recordName: 'Panaszbejelentés',
  api: complaintApi,
  list: {
    meta: ComplaintMeta,
    columns: ['id', 'institution', 'category', 'name', 'creator', 'state', 'waiting_for'],
    params: listComplaintsParams,
    filters: ['institution', 'state', 'waiting_for', 'treatment_location', 'waiting_for_me', 'has_unread_comment', 'has_unseen_attachment'],
  },
  form: {
    meta: ComplaintInputMeta,
    schema: ComplaintInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'complaints',
    prefill: { when: 'user', from: (id) => getComplaintPrefillQuery({ query: { user_id: id } }) },
  },
  details: {
    title: (complaint) => `${complaint.category?.name ?? 'Panasz'} – ${complaint.institution.name}`,
    meta: ComplaintDetailMeta,
    summary: ['id', 'state', 'waiting_for', 'current_step', 'institution', 'category', 'creator', 'is_anonymous', 'name', 'address', 'email', 'description'],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});
