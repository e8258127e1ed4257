import { defineSection } from '@/features/records/section';
import { invoiceApi } from '@/generated/records/finance';
import { InvoiceDetailMeta, InvoiceMeta } from '@/generated/meta/finance';
import { listInvoicesParams } from '@/generated/list-params/finance';

const base = '/penzugy/szamlazas';

/** Számla (sections 2–4, 7): list with the §7 filters, details with approval, comments, the document replaced and the payment request regenerated. */
export const invoicesSection = defineSection({
  id: 'invoices',
  title: 'Számlázás',
  recordName: 'Számla',
  routes: { list: `${base}/lista.html`, details: (id) => `${base}/${id}.html` },
  api: invoiceApi,
  list: {
    meta: InvoiceMeta,
    columns: ['invoice_number', 'partner', 'amount', 'date', 'due_date', 'payment_method', 'processed', 'state'],
    params: listInvoicesParams,
    filters: ['state', 'processed', 'upload_min_date', 'due_date_from', 'min_amount', 'payment_method', 'category', 'institution', 'waiting_for_me'],
  },
  details: {
    title: (invoice) => invoice.invoice_number,
    meta: InvoiceDetailMeta,
    summary: ['id', 'invoice_number', 'state', 'current_step', 'creator', 'partner', 'amount', 'approved', 'document', 'payment_request', 'commitment'],
    links: { commitment: (id) => `/kotelezettsegvallalas/${id}.html`, tender: (id) => `/penzugy/palyazatok/${id}.html`, contract: (id) => `/szerzodestar/${id}.html` },
    panels: { approval: true, comments: { allowAttachment: false } },
  },
});
