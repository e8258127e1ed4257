import { subForm } from '@/features/records/blocks/SubForm';
import { defineSection } from '@/features/records/section';
import { certifyPreliminaryExamMutation, getPreliminaryExamPrefillQuery } from '@/generated/api/education';
import { listPreliminaryExamsParams } from '@/generated/list-params/education';
import { PreliminaryExamCertificationMeta, PreliminaryExamDetailMeta, PreliminaryExamInputMeta, PreliminaryExamMeta } from '@/generated/meta/education';
import { preliminaryExamApi } from '@/generated/records/education';
import { PreliminaryExamCertificationSchema, PreliminaryExamInputSchema } from '@/generated/validators/education';

const groups = [
  { title: 'Megbízás', fields: ['institution', 'reference_number', 'organizer_institution', 'season', 'supervising_exam', 'correction_count'] },
  { title: 'Személyes adatok', fields: ['name', 'birth_name', 'mother_name', 'birth_date', 'birth_place', 'address', 'mail_address'] },
  { title: 'Számfejtés', fields: ['tax_id', 'social_security_number', 'bank_name', 'bank_account_number'] },
] as const;

/** The certification (`{id}/igazol/`): how many papers were corrected, from the planned count. */
const certification = subForm({
  title: 'Teljesítés igazolása',
  description: 'A ténylegesen kijavított dolgozatok száma.',
  openLabel: 'Teljesítés igazolása',
  submitLabel: 'Igazolás mentése',
  toast: 'A teljesítés igazolása rögzítve.',
  meta: PreliminaryExamCertificationMeta,
  schema: PreliminaryExamCertificationSchema,
  fields: ['final_correction_count'],
  initialValues: (exam) => ({ final_correction_count: exam.final_correction_count ?? exam.correction_count ?? null }),
  mutation: certifyPreliminaryExamMutation,
  api: preliminaryExamApi,
});

/** Felvételi megbízások (sections 3, 7, 9): prefilled from a user (kitolt/), certified with igazol/; season default 24_25. */
export const preliminaryExamAssignmentsSection = defineSection({
  id: 'preliminary-exam-assignments',
  title: 'Felvételi megbízások',
  recordName: 'Felvételi megbízás',
  api: preliminaryExamApi,
  list: {
    meta: PreliminaryExamMeta,
    columns: ['reference_number', 'name', 'institution', 'organizer_institution', 'season', 'correction_count', 'final_correction_count', 'state', 'waiting_for'],
    params: listPreliminaryExamsParams,
    filters: ['state', 'institution', 'season', 'waiting_for_me'],
  },
  form: {
    meta: PreliminaryExamInputMeta,
    schema: PreliminaryExamInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'preliminary_exams',
    prefill: { when: 'user', from: (id) => getPreliminaryExamPrefillQuery({ query: { user_id: id } }) },
  },
  details: {
    title: (exam) => exam.name,
    meta: PreliminaryExamDetailMeta,
    summary: ['id', 'reference_number', 'institution', 'creator', 'state', 'waiting_for', 'season', 'final_correction_count'],
    groups: groups.map((group) => ({ ...group, fields: group.fields.filter((name) => name !== 'institution' && name !== 'reference_number') })),
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    blocks: [certification],
  },
});
