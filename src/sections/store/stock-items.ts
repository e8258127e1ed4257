import { defineSection } from '@/features/records/section';
import { listStockItemsParams } from '@/generated/list-params/stock-keeping';
import { StockItemDetailMeta, StockItemInputMeta, StockItemMeta } from '@/generated/meta/stock-keeping';
import { stockItemApi } from '@/generated/records/stock-keeping';
import { StockItemInputSchema } from '@/generated/validators/stock-keeping';

/** Készlet (section 2, Stock-keeping; list and details only): area filters from leltar-korzet/, export, edit and the decision with its option and answers. */
export const stockItemsSection = defineSection({
  id: 'stock-items',
  title: 'Készlet',
  recordName: 'Leltári tétel',
  api: stockItemApi,
  list: {
    meta: StockItemMeta,
    columns: ['stock_number', 'name', 'area', 'item_class', 'item_type', 'status', 'waiting_for'],
    params: listStockItemsParams,
    filters: ['area_institution', 'area', 'status', 'waiting_for_me'],
  },
  form: {
    meta: StockItemInputMeta,
    schema: StockItemInputSchema,
    fields: ['name', 'name_2', 'name_3', 'manufacturing_number', 'activity_date', 'cost_area', 'base', 'stock_group_code', 'stock_method', 'description', 'note'],
  },
  details: {
    title: (item) => `${item.stock_number} – ${item.name}`,
    meta: StockItemDetailMeta,
    summary: ['id', 'stock_number', 'item_id', 'item_sub_id', 'status', 'waiting_for', 'area'],
    groups: [
      { title: 'Besorolás', fields: ['item_class', 'item_type', 'technical_group', 'statistic_category', 'property_qualification'] },
      {
        title: 'Eszköz adatai',
        fields: ['name', 'name_2', 'name_3', 'manufacturing_number', 'activity_date', 'cost_area', 'base', 'stock_group_code', 'stock_method', 'description', 'note'],
      },
    ],
    panels: { approval: true },
  },
});
