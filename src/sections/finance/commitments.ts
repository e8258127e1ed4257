import { zeroLinesWarning } from '@/features/records/form/warnings';
import { recordLink } from '@/config/site-map';
import { defineSection } from '@/features/records/section';
import { commitmentProductLines } from './commitment-products';
import { commitmentSettingsRules } from './commitment-rules';
import { commitmentApi } from '@/generated/records/finance';
import { CommitmentDetailMeta, CommitmentInputMeta, CommitmentMeta } from '@/generated/meta/finance';
import { CommitmentInputSchema } from '@/generated/validators/finance';
import { listCommitmentsParams } from '@/generated/list-params/finance';

/** Kötelezettségvállalás (sections 2–4, 7): list, new and details with product lines, its actions and panels. */
export const commitmentsSection = defineSection({
  id: 'commitments',
  title: 'Kötelezettségvállalás',
  recordName: 'Kötelezettségvállalás',
  api: commitmentApi,
  list: {
    meta: CommitmentMeta,
    columns: ['reference_number', 'subject', 'affected_institution', 'implementer_partner', 'cost', 'state', 'waiting_for'],
    params: listCommitmentsParams,
    filters: [
      'state',
      'institution',
      'affected_institution',
      'tender',
      'financial_budget',
      'implementer_partner',
      'has_unread_comment',
      'has_unseen_attachment',
      'waiting_for_me',
    ],
  },
  form: {
    meta: CommitmentInputMeta,
    schema: CommitmentInputSchema,
    fields: [
      ...['subject', 'description', 'affected_institution', 'affected_building', 'reference_number', 'registration_number', 'contract'],
      ...['partner_unknown', 'implementer_partner', 'implementer'],
      ...['payment_type', 'currency', 'cost', 'vat', 'vat_cost', 'net_cost', 'transport_cost', 'public_procurement_cost'],
      ...['tender', 'financial_budget', 'financial_entry', 'users_involved', 'products', 'extra_field_answers'],
    ],
    groups: [
      { title: 'Alapadatok', fields: ['subject', 'description', 'affected_institution', 'affected_building', 'reference_number', 'registration_number', 'contract'] },
      { title: 'Kivitelező', fields: ['partner_unknown', 'implementer_partner', 'implementer'] },
      { title: 'Pénzügyi adatok', fields: ['payment_type', 'currency', 'cost', 'vat', 'vat_cost', 'net_cost', 'transport_cost', 'public_procurement_cost'] },
      { title: 'Forrás', fields: ['tender', 'financial_budget', 'financial_entry', 'users_involved'] },
      { title: 'Termékek', fields: ['products'] },
    ],
    lines: { products: commitmentProductLines },
    // A 0 Ft product line is the server's to judge; the user sees it before saving.
    warnings: [zeroLinesWarning('products', 'gross_price', '0 Ft bruttó egységárú termék')],
    extraFields: 'commitments',
    settingsRules: commitmentSettingsRules,
  },
  details: {
    title: (commitment) => commitment.subject,
    meta: CommitmentDetailMeta,
    summary: ['id', 'reference_number', 'state', 'waiting_for', 'school', 'creator', 'finalized_at', 'supplement', 'original_commitment'],
    groups: [
      {
        title: 'Alapadatok',
        fields: ['subject', 'description', 'affected_institution', 'affected_building', 'registration_number', 'contract', 'order', 'error_report'],
      },
      { title: 'Kivitelező', fields: ['partner_unknown', 'implementer_partner', 'implementer'] },
      {
        title: 'Pénzügyi adatok',
        fields: ['payment_type', 'currency', 'cost', 'approved_cost', 'vat', 'vat_cost', 'net_cost', 'transport_cost', 'public_procurement_cost'],
      },
      { title: 'Forrás és számlák', fields: ['tender', 'financial_budget', 'financial_entry', 'invoices', 'invoices_sum'] },
      { title: 'Termékek és résztvevők', fields: ['products', 'users_involved', 'school_should_reply', 'waiting_for_attachment'] },
    ],
    links: {
      original_commitment: recordLink('commitments'),
      invoices: recordLink('invoices'),
      financial_budget: recordLink('financial-budgets'),
      tender: recordLink('tenders'),
      implementer_partner: recordLink('partners'),
      contract: recordLink('contracts'),
      error_report: recordLink('error-reports'),
    },
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true, subscribe: true },
  },
});
