import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { hiredUserCard } from './sub-records/hired-user';
import { listPositionsParams } from '@/generated/list-params/hr';
import { PositionDetailMeta, PositionInputMeta, PositionMeta } from '@/generated/meta/hr';
import { positionApi } from '@/generated/records/hr';
import { PositionInputSchema } from '@/generated/validators/hr';
import { applicationPath } from './applications';

const groups = [
  {
    title: 'Álláshely',
    fields: ['type', 'institution_reference_number', 'handler', 'job', 'subjects', 'required_highest_education', 'location', 'sap_code'],
  },
  { title: 'Helyettesítés', fields: ['substituted_person', 'substitution_reason'] },
  { title: 'Megnevezett személy', fields: ['referred_person_name', 'referred_person_mother_name', 'referred_person_birth_date', 'referral_reason'] },
  {
    title: 'Jogviszony',
    fields: ['contract_type', 'working_hours', 'weekly_workhour_count', 'weekly_lecture_count', 'open_ended', 'start_date', 'end_date'],
  },
  { title: 'Pályázat', fields: ['needs_tender', 'without_tender', 'detailed_reason', 'tasks', 'advantage', 'application_deadline', 'decision_deadline'] },
  { title: 'Jelentkezés és kapcsolattartás', fields: ['application_email', 'application_address', 'contact_email', 'contact_phone'] },
] as const;

/** Álláshelyek (section 2, HR): every field of the position in fieldsets, the hired user and the applications on the details. */
export const positionsSection = defineSection({
  id: 'positions',
  title: 'Álláshelyek',
  recordName: 'Álláshely',
  api: positionApi,
  list: {
    meta: PositionMeta,
    columns: ['institution', 'institution_reference_number', 'job', 'type', 'start_date', 'end_date', 'state', 'waiting_for'],
    params: listPositionsParams,
    filters: ['institution', 'state', 'type', 'job', 'waiting_for', 'has_unread_comment', 'has_unseen_attachment', 'waiting_for_me'],
  },
  form: {
    meta: PositionInputMeta,
    schema: PositionInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'positions',
  },
  details: {
    title: (position) => `${position.job.name}, ${position.institution.name}`,
    meta: PositionDetailMeta,
    summary: ['id', 'institution', 'institution_reference_number', 'state', 'waiting_for', 'handler', 'verified_at'],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    blocks: [
      hiredUserCard,
      itemsTable({
        field: 'applications',
        meta: PositionDetailMeta,
        columns: ['name', 'email', 'phone_number', 'birth_date', 'state', 'current_step'],
        emptyText: 'Nincs jelentkezés.',
        // Each application opens at its own address under the position.
        link: { column: 'name', href: (id, positionId) => applicationPath(positionId ?? 0, id) },
      }),
    ],
  },
});
