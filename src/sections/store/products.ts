import { recordLink } from '@/config/site-map';
import type { LinesDeclaration } from '@/features/records/lines/lines';
import { defineSection } from '@/features/records/section';
import { listStoreProductsParams } from '@/generated/list-params/store';
import { ProductVariantInputMeta, StoreProductInputMeta, StoreProductMeta } from '@/generated/meta/store';
import { storeProductApi } from '@/generated/records/store';
import { StoreProductInputSchema } from '@/generated/validators/store';
import { ProductVariantsBlock } from './variants';

const variantLines: LinesDeclaration = {
  itemMeta: ProductVariantInputMeta,
  columns: ['name', 'price', 'vat', 'available_from', 'available_till', 'minimum_order_quantity', 'packaging_unit', 'provider'],
  addLabel: 'Új változat',
};

/** Termékek (section 2, Store; route parameter productId): variants as lines; the details put a variant into the own basket. */
export const productsSection = defineSection({
  id: 'store-products',
  title: 'Termékek',
  recordName: 'Termék',
  api: storeProductApi,
  list: { meta: StoreProductMeta, columns: ['name', 'category', 'description', 'variants'], params: listStoreProductsParams, filters: ['category'] },
  form: {
    meta: StoreProductInputMeta,
    schema: StoreProductInputSchema,
    fields: ['name', 'category', 'description', 'variants'],
    lines: { variants: variantLines },
  },
  details: {
    title: (product) => product.name,
    meta: StoreProductMeta,
    summary: ['id', 'name', 'category', 'description'],
    links: { category: recordLink('store-categories') },
    panels: {},
    blocks: [ProductVariantsBlock],
  },
});
