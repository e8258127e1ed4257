import { defineSection } from '@/features/records/section';
import { listExtraordinaryEventsParams } from '@/generated/list-params/education';
import { ExtraordinaryEventDetailMeta, ExtraordinaryEventInputMeta } from '@/generated/meta/education';
import { extraordinaryEventApi } from '@/generated/records/education';
import { ExtraordinaryEventInputSchema } from '@/generated/validators/education';

const groups = [
  { title: 'Esemény', fields: ['institution', 'reference_number', 'title', 'date', 'time', 'location', 'description'] },
  { title: 'Bejelentő', fields: ['reporter_name', 'reporter_role', 'reporter_contact'] },
  { title: 'Utóélet', fields: ['measures_after', 'events_after'] },
] as const;

/** Rendkívüli események (sections 3, 7): a school's report of an extraordinary event, state default open. */
export const extraordinaryEventsSection = defineSection({
  id: 'extraordinary-events',
  title: 'Rendkívüli események',
  recordName: 'Rendkívüli esemény',
  api: extraordinaryEventApi,
  list: {
    meta: ExtraordinaryEventDetailMeta,
    columns: ['title', 'institution', 'date', 'reporter_name', 'state', 'waiting_for'],
    params: listExtraordinaryEventsParams,
    filters: ['state', 'institution', 'waiting_for_me'],
  },
  form: {
    meta: ExtraordinaryEventInputMeta,
    schema: ExtraordinaryEventInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'extraordinary_events',
  },
  details: {
    title: (event) => event.title,
    meta: ExtraordinaryEventDetailMeta,
    summary: ['id', 'reference_number', 'institution', 'creator', 'state', 'waiting_for'],
    groups: groups.map((group) => ({ ...group, fields: group.fields.filter((name) => name !== 'institution' && name !== 'reference_number') })),
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});
