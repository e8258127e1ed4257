import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { printerApi } from '@/generated/records/operations';
import { PrinterInputMeta, PrinterMeta } from '@/generated/meta/operations';
import { PrinterInputSchema } from '@/generated/validators/operations';
import { listPrintersParams } from '@/generated/list-params/operations';

/** Nyomtatók (sections 2, 3, 7): list by institution, new and details with the extra fields, the state history, comments and attachments. */
export const printersSection = defineSection({
  id: 'printers',
  title: 'Nyomtatók',
  recordName: 'Nyomtató',
  api: printerApi,
  list: { meta: PrinterMeta, columns: ['printer_code', 'printer_type'], params: listPrintersParams, filters: ['institution'] },
  form: { meta: PrinterInputMeta, schema: PrinterInputSchema, fields: ['printer_type', 'printer_code', 'extra_field_answers'], extraFields: 'printers' },
  details: {
    title: (printer) => `${printer.printer_code} (${printer.printer_type})`,
    meta: PrinterMeta,
    summary: ['id', 'printer_code', 'printer_type'],
    panels: { comments: { allowAttachment: true }, attachments: true },
    blocks: [itemsTable({ field: 'states', meta: PrinterMeta, columns: ['state', 'created_at', 'user', 'note'], emptyText: 'Nincs rögzített állapotváltozás.' })],
  },
});
