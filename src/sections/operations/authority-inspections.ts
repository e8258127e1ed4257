import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { authorityInspectionApi } from '@/generated/records/operations';
import { AuthorityInspectionInputMeta, AuthorityInspectionMeta } from '@/generated/meta/operations';
import { AuthorityInspectionInputSchema } from '@/generated/validators/operations';
import { listAuthorityInspectionsParams } from '@/generated/list-params/operations';
import { authorityInspectionCalendar } from './authority-inspections.calendar';

const groups = [
  { title: 'Ellenőrzés', fields: ['institution', 'institution_reference_number', 'inspection_date', 'handler'] },
  { title: 'Határozat', fields: ['regulation_issuer', 'regulation_number', 'regulation_issue_date'] },
  { title: 'Feladatok', fields: ['tasks'] },
] as const;

/** Hatósági ellenőrzések (sections 2, 3, 7): list, new and details with the decision's tasks as lines, comments, attachments, and the calendar. */
export const authorityInspectionsSection = defineSection({
  id: 'authority-inspections',
  title: 'Hatósági ellenőrzések',
  recordName: 'Hatósági ellenőrzés',
  api: authorityInspectionApi,
  list: {
    meta: AuthorityInspectionMeta,
    columns: ['inspection_date', 'institution', 'regulation_issuer', 'institution_reference_number', 'regulation_number', 'handler'],
    params: listAuthorityInspectionsParams,
    filters: ['institution'],
  },
  form: {
    meta: AuthorityInspectionInputMeta,
    schema: AuthorityInspectionInputSchema,
    fields: groups.flatMap((group) => group.fields),
    groups,
  },
  details: {
    title: (inspection) => `${inspection.regulation_issuer} (${inspection.institution.name})`,
    meta: AuthorityInspectionMeta,
    summary: ['id', 'institution', 'inspection_date', 'handler', 'institution_reference_number', 'regulation_issuer', 'regulation_number', 'regulation_issue_date'],
    panels: { comments: { allowAttachment: true }, attachments: true },
    blocks: [
      itemsTable({
        field: 'tasks',
        meta: AuthorityInspectionMeta,
        columns: ['problem', 'measure', 'responsible_person', 'responsible_partner', 'deadline', 'finished'],
        emptyText: 'Nincs intézkedési feladat.',
      }),
    ],
  },
  calendar: authorityInspectionCalendar,
});
