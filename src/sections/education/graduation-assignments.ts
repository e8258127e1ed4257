import { defineSection } from '@/features/records/section';
import { certifyGraduationContractTasksMutation, getGraduationContractPrefillQuery, saveGraduationContractTasksMutation } from '@/generated/api/education';
import { listGraduationContractsParams } from '@/generated/list-params/education';
import {
  GraduationContractDetailMeta,
  GraduationContractInputMeta,
  GraduationContractMeta,
  GraduationTaskCertificationInputMeta,
  GraduationTasksInputMeta,
} from '@/generated/meta/education';
import { graduationContractApi } from '@/generated/records/education';
import { GraduationContractInputSchema, GraduationTaskCertificationInputSchema, GraduationTasksInputSchema } from '@/generated/validators/education';
import { examTaskBlocks } from './exam-tasks';

const groups = [
  {
    title: 'Megbízás',
    fields: ['institution', 'reference_number', 'season', 'high_level', 'reference_number_high_level', 'start_date', 'end_date', 'completion_location'],
  },
  { title: 'Személyes adatok', fields: ['name', 'birth_name', 'mother_name', 'birth_date', 'birth_place', 'address'] },
  { title: 'Számfejtés', fields: ['tax_id', 'bank_name', 'bank_account_number'] },
  {
    title: 'Gazdasági társaságon keresztül',
    fields: ['corporate_contract', 'company_name', 'company_hq', 'company_representative', 'company_tax_number', 'company_agent_skill', 'company_agent_degree_id'],
  },
] as const;

/** Érettségi megbízások (sections 3, 7, 9): prefilled from a user (kitolt/), tasks (feladat/) and their certification (feladat-igazolas/). */
export const graduationAssignmentsSection = defineSection({
  id: 'graduation-assignments',
  title: 'Érettségi megbízások',
  recordName: 'Érettségi megbízás',
  api: graduationContractApi,
  list: {
    meta: GraduationContractMeta,
    columns: ['reference_number', 'name', 'institution', 'season', 'high_level', 'start_date', 'end_date', 'state', 'waiting_for'],
    params: listGraduationContractsParams,
    filters: ['state', 'institution', 'season', 'level', 'waiting_for_me'],
  },
  form: {
    meta: GraduationContractInputMeta,
    schema: GraduationContractInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'graduation',
    prefill: { when: 'user', from: (id) => getGraduationContractPrefillQuery({ query: { user_id: id } }) },
  },
  details: {
    title: (contract) => contract.name,
    meta: GraduationContractDetailMeta,
    summary: ['id', 'reference_number', 'institution', 'creator', 'state', 'waiting_for', 'season', 'high_level'],
    groups: groups.map((group) => ({ ...group, fields: group.fields.filter((name) => name !== 'institution' && name !== 'reference_number') })),
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    blocks: examTaskBlocks({
      detailMeta: GraduationContractDetailMeta,
      columns: [
        'type',
        'class_name',
        'students_count',
        'start_date',
        'end_date',
        'number_of_hours',
        'salary',
        'final_students_count',
        'final_number_of_hours',
        'final_salary',
      ],
      api: graduationContractApi,
      tasks: { meta: GraduationTasksInputMeta, schema: GraduationTasksInputSchema, mutation: saveGraduationContractTasksMutation },
      certification: { meta: GraduationTaskCertificationInputMeta, schema: GraduationTaskCertificationInputSchema, mutation: certifyGraduationContractTasksMutation },
    }),
  },
});
