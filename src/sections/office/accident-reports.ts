import { defineSection } from '@/features/records/section';
import { getAccidentReportPrefillQuery } from '@/generated/api/occupational-safety';
import { listAccidentReportsParams } from '@/generated/list-params/occupational-safety';
import { AccidentReportDetailMeta, AccidentReportInputMeta, AccidentReportMeta } from '@/generated/meta/occupational-safety';
import { accidentReportApi } from '@/generated/records/occupational-safety';
import { AccidentReportInputSchema } from '@/generated/validators/occupational-safety';

const victim = [
  'name',
  'birth_name',
  'mothers_name',
  'birth_date',
  'nationality',
  'social_security_number',
  'phone_number',
  'permanent_address',
  'lay',
  'workplace',
] as const;
const accident = ['accident_timepoint', 'accident_location', 'victim_current_activity', 'injury', 'accident_description', 'witnesses'] as const;
const care = ['treatment_location', 'first_responder', 'continue_work', 'sick_time_expected'] as const;

/** Balesetbejelentések (sections 2–4, 7): the complaints' pattern; the victim's data prefilled from a chosen user (kitolt/). */
export const accidentReportsSection = defineSection({
  id: 'accident-reports',
  title: 'Balesetbejelentések',
  recordName: 'Balesetbejelentés',
  api: accidentReportApi,
  list: {
    meta: AccidentReportMeta,
    columns: ['id', 'name', 'institution', 'accident_timepoint', 'accident_location', 'treatment_location', 'state', 'waiting_for'],
    params: listAccidentReportsParams,
    filters: ['institution', 'state', 'waiting_for', 'treatment_location', 'waiting_for_me', 'has_unread_comment', 'has_unseen_attachment'],
  },
  form: {
    meta: AccidentReportInputMeta,
    schema: AccidentReportInputSchema,
    fields: [...victim, ...accident, ...care, 'extra_field_answers'],
    groups: [
      { title: 'A sérült adatai', fields: victim },
      { title: 'A baleset', fields: accident },
      { title: 'Ellátás', fields: care },
    ],
    extraFields: 'accident_reports',
    prefill: { when: 'user', from: (id) => getAccidentReportPrefillQuery({ query: { user_id: id } }) },
  },
  details: {
    title: (report) => `${report.name} – ${report.accident_location}`,
    meta: AccidentReportDetailMeta,
    summary: ['id', 'state', 'waiting_for', 'current_step', 'institution', 'creator'],
    groups: [
      { title: 'A sérült adatai', fields: victim },
      { title: 'A baleset', fields: accident },
      { title: 'Ellátás', fields: care },
    ],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});
