import { defineSection } from '@/features/records/section';
import { listRecognitionsParams } from '@/generated/list-params/education';
import { RecognitionDetailMeta, RecognitionInputMeta, RecognitionMeta } from '@/generated/meta/education';
import { recognitionApi } from '@/generated/records/education';
import { RecognitionInputSchema } from '@/generated/validators/education';

const groups = [
  { title: 'Elismerés', fields: ['institution', 'reference_number', 'type', 'default_acceptance_date', 'unique_acceptance_date', 'unique_acceptance_date_reason'] },
  {
    title: 'A jelölt adatai',
    fields: ['candidate_name', 'candidate_name_official', 'candidate_birth_name', 'candidate_birth_place', 'candidate_birth_date', 'candidate_mothers_name'],
  },
  {
    title: 'A jelölt elérhetősége és munkahelye',
    fields: ['candidate_post_code', 'candidate_city', 'candidate_address', 'candidate_phone_number', 'candidate_email', 'candidate_role', 'candidate_workplace'],
  },
  {
    title: 'Végzettség és jogviszony',
    fields: [
      'first_teacher_degree_date',
      'first_high_school_teacher_degree_date',
      'degree_name',
      'college_literacy_area_type',
      'college_literacy_area_name',
      'all_legal_relationships',
      'public_servant',
    ],
  },
  { title: 'Korábbi elismerések', fields: ['previous_recognitions'] },
  { title: 'Méltatás', fields: ['short_appreciation', 'appreciation'] },
  { title: 'Felterjesztő', fields: ['initiator_name', 'initiator_role', 'initiator_workplace', 'initiator_phone_number', 'initiator_email'] },
  { title: 'Nyilatkozatok', fields: ['consent_store_data', 'has_no_disqualification_reason', 'accept_recognition', 'consent_publish_name'] },
] as const;

/** Felterjesztések (/api/elismeresek/, section 3): a candidate put forward for a recognition, with previous recognitions as lines. */
export const recognitionsSection = defineSection({
  id: 'recognitions',
  title: 'Felterjesztések',
  recordName: 'Felterjesztés',
  api: recognitionApi,
  list: {
    meta: RecognitionMeta,
    columns: ['candidate_name', 'type', 'candidate_workplace', 'institution', 'state', 'waiting_for'],
    params: listRecognitionsParams,
    filters: ['state', 'institution', 'waiting_for_me'],
  },
  form: {
    meta: RecognitionInputMeta,
    schema: RecognitionInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'recognitions',
  },
  details: {
    title: (recognition) => recognition.candidate_name,
    meta: RecognitionDetailMeta,
    summary: ['id', 'reference_number', 'institution', 'creator', 'state', 'waiting_for'],
    groups: groups.map((group) => ({ ...group, fields: group.fields.filter((name) => name !== 'institution' && name !== 'reference_number') })),
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});
