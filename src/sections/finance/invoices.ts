import { recordLink } from '@/config/site-map';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { uploadInvoicePartDocumentMutation } from '@/generated/api/finance';
import { invoiceApi } from '@/generated/records/finance';
import { InvoiceDetailMeta, InvoiceInputMeta, InvoiceMeta, InvoicePartDocumentUploadMeta, InvoicePartInputMeta } from '@/generated/meta/finance';
import { listInvoicesParams } from '@/generated/list-params/finance';
import { InvoiceInputSchema } from '@/generated/validators/finance';
import { invoiceWarnings } from './invoice-warnings';

const groups = [
  { title: 'Számla', fields: ['invoice_number', 'partner', 'categories', 'description', 'date', 'due_date', 'amount', 'payment_method', 'document'] },
  { title: 'Kapcsolódások', fields: ['commitment', 'contract', 'tender'] },
  { title: 'Könyvelés', fields: ['internal_registration_number', 'sap_number', 'period', 'transfer_date', 'processed', 'schools_can_see'] },
  { title: 'Megosztás intézményenként', fields: ['parts'] },
] as const;

/** The parts per institution with each one's document (teljesítésigazolás), uploaded by part (melleklet_feltoltese/ with part_id, section 7). */
export const InvoicePartsTable = itemsTable({
  field: 'parts',
  meta: InvoiceDetailMeta,
  columns: ['institution', 'amount', 'document'],
  emptyText: 'A számla nincs intézmények között megosztva.',
  upload: {
    label: 'Teljesítésigazolás feltöltése',
    meta: InvoicePartDocumentUploadMeta,
    fileField: 'document',
    body: (part_id, document) => ({ part_id, document }),
    mutation: uploadInvoicePartDocumentMutation,
    toast: 'A teljesítésigazolás feltöltve.',
  },
});

/**
 * Számla (sections 2–4, 7, 9): list with the §7 filters; a multipart save whose categories and parts
 * travel as JSON parts (the spec's contentSchema gives them their lines and lookups); details with
 * approval, comments, the parts with their documents uploaded, the document replaced and the payment request regenerated.
 */
export const invoicesSection = defineSection({
  id: 'invoices',
  title: 'Számlázás',
  recordName: 'Számla',
  api: invoiceApi,
  list: {
    meta: InvoiceMeta,
    columns: ['invoice_number', 'partner', 'amount', 'date', 'due_date', 'payment_method', 'processed', 'state'],
    params: listInvoicesParams,
    filters: ['state', 'processed', 'upload_min_date', 'due_date_from', 'min_amount', 'payment_method', 'category', 'institution', 'waiting_for_me'],
  },
  form: {
    meta: InvoiceInputMeta,
    schema: InvoiceInputSchema,
    fields: groups.flatMap((group) => group.fields),
    groups,
    lines: { parts: { itemMeta: InvoicePartInputMeta, columns: ['institution', 'amount'], totals: [{ field: 'amount' }], addLabel: 'Új intézmény' } },
    warnings: invoiceWarnings,
  },
  details: {
    title: (invoice) => invoice.invoice_number,
    meta: InvoiceDetailMeta,
    summary: ['id', 'invoice_number', 'state', 'current_step', 'creator', 'partner', 'amount', 'approved', 'document', 'payment_request', 'commitment'],
    // Every saved field is readable where the edit form is not offered (a read-only user, a decided invoice).
    groups: [
      { title: 'Számla adatai', fields: ['categories', 'description', 'date', 'due_date', 'payment_method', 'schools_can_see'] },
      { title: 'Kapcsolódások és könyvelés', fields: ['contract', 'tender', 'internal_registration_number', 'sap_number', 'period', 'transfer_date', 'processed'] },
    ],
    links: { commitment: recordLink('commitments'), tender: recordLink('tenders'), contract: recordLink('contracts') },
    blocks: [InvoicePartsTable],
    panels: { approval: true, comments: { allowAttachment: false } },
  },
});
