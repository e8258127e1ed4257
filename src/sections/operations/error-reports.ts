import { recordLink } from '@/config/site-map';
import { defineSection } from '@/features/records/section';
import { errorReportApi } from '@/generated/records/operations';
import { ErrorReportDetailMeta, ErrorReportInputMeta, ErrorReportMeta } from '@/generated/meta/operations';
import { ErrorReportInputSchema } from '@/generated/validators/operations';
import { listErrorReportsParams } from '@/generated/list-params/operations';

/** Hibabejelentés (sections 2–4, 7): list with the extra-field filters, new and details with its flow, panels and the commitment made from it. */
export const errorReportsSection = defineSection({
  id: 'error-reports',
  title: 'Hibabejelentés',
  recordName: 'Hibabejelentés',
  api: errorReportApi,
  list: {
    meta: ErrorReportMeta,
    columns: ['title', 'reference_number', 'category', 'affected_institution', 'creator', 'created_at', 'state', 'waiting_for'],
    params: listErrorReportsParams,
    filters: ['institution', 'state', 'waiting_for', 'category'],
    extraFieldFilters: 'error_reports',
  },
  form: {
    meta: ErrorReportInputMeta,
    schema: ErrorReportInputSchema,
    fields: ['title', 'category', 'affected_institution', 'completion_place', 'prior_estimate', 'description', 'extra_field_answers'],
    extraFields: 'error_reports',
  },
  details: {
    title: (report) => report.title,
    meta: ErrorReportDetailMeta,
    summary: ['id', 'reference_number', 'state', 'waiting_for', 'creator', 'institution', 'created_at', 'verified_at', 'commitment'],
    groups: [{ title: 'A hiba', fields: ['category', 'affected_institution', 'completion_place', 'prior_estimate', 'description'] }],
    links: { commitment: recordLink('commitments') },
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    actions: { generateCommitment: { opens: recordLink('commitments') } },
  },
});
