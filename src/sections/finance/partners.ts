import { defineSection } from '@/features/records/section';
import { partnerApi } from '@/generated/records/finance';
import { PartnerInputMeta, PartnerMeta } from '@/generated/meta/finance';
import { PartnerInputSchema } from '@/generated/validators/finance';
import { listPartnersParams } from '@/generated/list-params/finance';

const groups = [
  { title: 'Alapadatok', fields: ['name', 'tax_id_availability', 'tax_id', 'note'] },
  { title: 'Elérhetőség', fields: ['phone', 'email', 'address'] },
  { title: 'Pénzügyi adatok', fields: ['bank_account_number'] },
] as const;

/** Partner (sections 2, 3, 7): list with export, new and details with edit; a save reloads the static partner list every chooser offers (spec x-invalidates). */
export const partnersSection = defineSection({
  id: 'partners',
  title: 'Partnerek',
  recordName: 'Partner',
  api: partnerApi,
  list: {
    meta: PartnerMeta,
    columns: ['name', 'tax_id', 'phone', 'email', 'bank_account_number', 'note'],
    params: listPartnersParams,
  },
  form: {
    meta: PartnerInputMeta,
    schema: PartnerInputSchema,
    fields: groups.flatMap((group) => group.fields),
    groups,
  },
  details: {
    title: (partner) => partner.name,
    meta: PartnerMeta,
    summary: ['id', 'name', 'tax_id', 'note'],
    // Readable without the edit form too (a read-only user).
    groups: [{ title: 'Elérhetőség és pénzügyi adatok', fields: ['tax_id_availability', 'phone', 'email', 'address', 'bank_account_number'] }],
    panels: {},
  },
});
