import { defineSection } from '@/features/records/section';
import { certifyComplexExamTasksMutation, getComplexExamPrefillQuery, saveComplexExamTasksMutation } from '@/generated/api/education';
import { listComplexExamsParams } from '@/generated/list-params/education';
import {
  ComplexExamDetailMeta,
  ComplexExamInputMeta,
  ComplexExamMeta,
  ComplexExamTaskCertificationInputMeta,
  ComplexExamTasksInputMeta,
} from '@/generated/meta/education';
import { complexExamApi } from '@/generated/records/education';
import { ComplexExamInputSchema, ComplexExamTaskCertificationInputSchema, ComplexExamTasksInputSchema } from '@/generated/validators/education';
import { examTaskBlocks } from './exam-tasks';

const groups = [
  {
    title: 'Megbízás',
    fields: ['institution', 'reference_number', 'season', 'high_level', 'reference_number_high_level', 'start_date', 'end_date', 'completion_location'],
  },
  { title: 'Személyes adatok', fields: ['name', 'birth_name', 'mother_name', 'birth_date', 'birth_place', 'address'] },
  { title: 'Számfejtés és költségek', fields: ['tax_id', 'social_security_number', 'bank_name', 'bank_account_number', 'travel_and_accommodation_fee'] },
  { title: 'Munkahely', fields: ['primary_job_name', 'job_location'] },
  {
    title: 'Gazdasági társaságon keresztül',
    fields: [
      'corporate_contract',
      'company_name',
      'company_hq',
      'company_representative',
      'company_tax_number',
      'company_identification_number',
      'company_agent_skill',
      'company_agent_degree_id',
    ],
  },
] as const;

/** Komplex vizsga megbízások (sections 3, 7, 9): prefilled from a user (kitolt/), tasks (feladat/, hours default 1) and their certification. */
export const complexExamAssignmentsSection = defineSection({
  id: 'complex-exam-assignments',
  title: 'Komplexvizsga-megbízások',
  recordName: 'Komplexvizsga-megbízás',
  api: complexExamApi,
  list: {
    meta: ComplexExamMeta,
    columns: ['reference_number', 'name', 'institution', 'season', 'start_date', 'end_date', 'state', 'waiting_for'],
    params: listComplexExamsParams,
    filters: ['state', 'institution', 'season', 'waiting_for_me'],
  },
  form: {
    meta: ComplexExamInputMeta,
    schema: ComplexExamInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'complex_exams',
    prefill: { when: 'user', from: (id) => getComplexExamPrefillQuery({ query: { user_id: id } }) },
  },
  details: {
    title: (exam) => exam.name,
    meta: ComplexExamDetailMeta,
    summary: ['id', 'reference_number', 'institution', 'creator', 'state', 'waiting_for', 'season', 'high_level'],
    groups: groups.map((group) => ({ ...group, fields: group.fields.filter((name) => name !== 'institution' && name !== 'reference_number') })),
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    blocks: examTaskBlocks({
      detailMeta: ComplexExamDetailMeta,
      columns: [
        'type',
        'profession_name',
        'okj_id',
        'category',
        'students_count',
        'number_of_hours',
        'salary',
        'final_students_count',
        'final_number_of_hours',
        'final_salary',
      ],
      api: complexExamApi,
      tasks: { meta: ComplexExamTasksInputMeta, schema: ComplexExamTasksInputSchema, mutation: saveComplexExamTasksMutation },
      certification: { meta: ComplexExamTaskCertificationInputMeta, schema: ComplexExamTaskCertificationInputSchema, mutation: certifyComplexExamTasksMutation },
    }),
  },
});
