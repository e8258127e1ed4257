import { defineSection } from '@/features/records/section';
import { listStoreCategoriesParams } from '@/generated/list-params/store';
import { StoreCategoryInputMeta, StoreCategoryMeta } from '@/generated/meta/store';
import { storeCategoryApi } from '@/generated/records/store';
import { StoreCategoryInputSchema } from '@/generated/validators/store';
import { CategoryTools } from './category-tools';
import { CategoryVariantsBlock } from './variants';

/**
 * Kategóriák (section 2, Store): export, import and deleting every product are the category's tools
 * block (the deletion's confirmation counts the products, which the generated action cannot); its
 * variants go into the own basket from the details too.
 */
export const categoriesSection = defineSection({
  id: 'store-categories',
  title: 'Kategóriák',
  recordName: 'Termékkategória',
  api: storeCategoryApi,
  list: { meta: StoreCategoryMeta, columns: ['id', 'name'], params: listStoreCategoriesParams },
  form: { meta: StoreCategoryInputMeta, schema: StoreCategoryInputSchema, fields: ['name'] },
  details: {
    title: (category) => category.name,
    meta: StoreCategoryMeta,
    summary: ['id', 'name'],
    panels: {},
    blocks: [CategoryTools, CategoryVariantsBlock],
    actions: { deleteAllProducts: { hidden: true } },
  },
});
