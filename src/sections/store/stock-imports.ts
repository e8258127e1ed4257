import { defineSection } from '@/features/records/section';
import { listStockImportsParams } from '@/generated/list-params/stock-keeping';
import { StockImportInputMeta, StockImportMeta } from '@/generated/meta/stock-keeping';
import { stockImportApi } from '@/generated/records/stock-keeping';
import { StockImportInputSchema } from '@/generated/validators/stock-keeping';

/** Importálás (section 2, Stock-keeping): an inventory file uploaded (multipart), its result (state) on the details, deletion. */
export const stockImportsSection = defineSection({
  id: 'stock-imports',
  title: 'Importálás',
  recordName: 'Leltár import',
  api: stockImportApi,
  list: { meta: StockImportMeta, columns: ['id', 'institution', 'creator', 'created_at', 'state'], params: listStockImportsParams },
  form: { meta: StockImportInputMeta, schema: StockImportInputSchema, fields: ['file', 'institution'] },
  details: {
    title: (stockImport) => `#${stockImport.id}`,
    meta: StockImportMeta,
    summary: ['id', 'state', 'institution', 'creator', 'created_at', 'file'],
    panels: {},
  },
});
