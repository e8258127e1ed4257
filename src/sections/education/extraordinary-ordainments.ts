import { defineSection } from '@/features/records/section';
import { listExtraordinaryOrdainmentsParams } from '@/generated/list-params/education';
import { ExtraordinaryOrdainmentDetailMeta, ExtraordinaryOrdainmentInputMeta, ExtraordinaryOrdainmentMeta } from '@/generated/meta/education';
import { extraordinaryOrdainmentApi } from '@/generated/records/education';
import { ExtraordinaryOrdainmentInputSchema } from '@/generated/validators/education';

const fields = ['institution', 'reference_number', 'type', 'name', 'job_description', 'start_date', 'end_date'] as const;

/** Rendkívüli elrendelések (sections 3, 7): an extraordinary work ordainment through the approval flow. */
export const extraordinaryOrdainmentsSection = defineSection({
  id: 'extraordinary-ordainments',
  title: 'Rendkívüli elrendelések',
  recordName: 'Rendkívüli elrendelés',
  api: extraordinaryOrdainmentApi,
  list: {
    meta: ExtraordinaryOrdainmentMeta,
    columns: ['name', 'type', 'institution', 'start_date', 'end_date', 'state', 'waiting_for'],
    params: listExtraordinaryOrdainmentsParams,
    filters: ['state', 'institution', 'waiting_for_me'],
  },
  form: {
    meta: ExtraordinaryOrdainmentInputMeta,
    schema: ExtraordinaryOrdainmentInputSchema,
    fields: [...fields, 'extra_field_answers'],
    extraFields: 'extraordinary_ordainments',
  },
  details: {
    title: (ordainment) => ordainment.name,
    meta: ExtraordinaryOrdainmentDetailMeta,
    summary: ['id', 'reference_number', 'institution', 'creator', 'type', 'name', 'job_description', 'start_date', 'end_date', 'state', 'waiting_for'],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});
