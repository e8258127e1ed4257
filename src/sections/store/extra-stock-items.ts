import { recordLink } from '@/config/site-map';
import { defineSection } from '@/features/records/section';
import { listExtraStockItemsParams } from '@/generated/list-params/stock-keeping';
import { ExtraStockItemInputMeta, ExtraStockItemMeta } from '@/generated/meta/stock-keeping';
import { extraStockItemApi } from '@/generated/records/stock-keeping';
import { ExtraStockItemInputSchema } from '@/generated/validators/stock-keeping';

/** Többlet (section 2, Stock-keeping): institution and state filters, export; create, edit, delete and resolve (feldolgoz/) while unresolved. */
export const extraStockItemsSection = defineSection({
  id: 'stock-extra-items',
  title: 'Többlet',
  recordName: 'Többlet eszköz',
  api: extraStockItemApi,
  list: {
    meta: ExtraStockItemMeta,
    columns: ['stock_number', 'area', 'stock_item', 'creator', 'resolver', 'state', 'note'],
    params: listExtraStockItemsParams,
    filters: ['institution', 'state'],
  },
  form: { meta: ExtraStockItemInputMeta, schema: ExtraStockItemInputSchema, fields: ['stock_number', 'area', 'note'] },
  details: {
    title: (extra) => extra.stock_number,
    meta: ExtraStockItemMeta,
    summary: ['id', 'stock_number', 'area', 'stock_item', 'state', 'creator', 'resolver', 'note'],
    links: { stock_item: recordLink('stock-items') },
    panels: {},
  },
});
