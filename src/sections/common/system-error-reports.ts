import { defineSection } from '@/features/records/section';
import { systemErrorReportApi } from '@/generated/records/system-error-reports';
import { SystemErrorReportDetailMeta, SystemErrorReportInputMeta, SystemErrorReportMeta } from '@/generated/meta/system-error-reports';
import { SystemErrorReportInputSchema } from '@/generated/validators/system-error-reports';
import { listSystemErrorReportsParams } from '@/generated/list-params/system-error-reports';

/** Rendszerhiba bejelentések (section 2, Common): list, new and details, reached from the profile menu. */
export const systemErrorReportsSection = defineSection({
  id: 'system-error-reports',
  title: 'Rendszerhiba bejelentések',
  recordName: 'Rendszerhiba bejelentés',
  api: systemErrorReportApi,
  list: {
    meta: SystemErrorReportMeta,
    columns: ['title', 'category', 'institution', 'creator', 'created_at', 'state', 'waiting_for'],
    params: listSystemErrorReportsParams,
    filters: ['state', 'category', 'institution', 'waiting_for_me'],
  },
  form: {
    meta: SystemErrorReportInputMeta,
    schema: SystemErrorReportInputSchema,
    fields: ['title', 'category', 'description'],
  },
  details: {
    title: (report) => report.title,
    summary: ['id', 'creator', 'institution', 'created_at', 'category', 'state', 'waiting_for'],
    meta: SystemErrorReportDetailMeta,
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true, subscribe: true },
  },
});
