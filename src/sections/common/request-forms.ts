import { defineSection, formValues } from '@/features/records/section';
import { requestFormApi } from '@/generated/records/education';
import { RequestFormDetailMeta, RequestFormInputMeta, RequestFormMeta } from '@/generated/meta/education';
import { RequestFormInputSchema } from '@/generated/validators/education';
import { listRequestFormsParams } from '@/generated/list-params/education';
import type { RequestFormModule } from '@/generated/models';

const form = {
  meta: RequestFormInputMeta,
  schema: RequestFormInputSchema,
  fields: ['type', 'institution', 'affected_institution', 'reference_number'],
};

/**
 * Kérvények (sections 2, 6, 7): one declaration for the five menus' request forms. Each lists only
 * its module's (`module` sent with every list call), creates them with it, offers only its module's
 * types, and has its own permission request_forms.can_see_request_forms_<module>.
 */
export function requestFormsSection(module: RequestFormModule) {
  return defineSection({
    id: `${module}-request-forms`,
    title: 'Kérvények',
    recordName: 'Kérvény',
    api: requestFormApi,
    list: {
      meta: RequestFormMeta,
      columns: ['type', 'reference_number', 'institution', 'affected_institution', 'creator', 'state', 'waiting_for'],
      params: listRequestFormsParams,
      filters: ['state', 'institution', 'waiting_for_me'],
      fixed: { module },
    },
    // A saved request keeps its own module; a new one gets the menu's.
    form: { ...form, initialValues: (detail) => ({ ...formValues(form, detail), module: detail?.module ?? module }) },
    details: {
      title: (request) => request.type.name,
      meta: RequestFormDetailMeta,
      summary: ['id', 'reference_number', 'type', 'state', 'waiting_for', 'institution', 'affected_institution', 'creator'],
      panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    },
  });
}
