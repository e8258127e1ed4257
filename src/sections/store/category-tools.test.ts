import { describe, expect, it } from 'vitest';
import {
  deleteAllStoreCategoryProductsMutation,
  getStoreCategoryQuery,
  importStoreCategoryProductsMutation,
  listAllProductVariantsQuery,
  listStoreProductsQuery,
} from '@/generated/api/store';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';

/** The cache after one of the category's calls succeeded: which of the seeded queries it made stale. */
async function staleAfter(run: (client: ReturnType<typeof createQueryClient>) => Promise<unknown>) {
  const client = createQueryClient();
  const keys = {
    products: listStoreProductsQuery({ query: { category: 4 } }).queryKey,
    variants: listAllProductVariantsQuery().queryKey,
    category: getStoreCategoryQuery({ path: { id: 4 } }).queryKey,
  };
  client.setQueryData(keys.products, { data: [], total: 0 });
  client.setQueryData(keys.variants, []);
  client.setQueryData(keys.category, { id: 4, name: 'Irodaszerek' });
  await run(client);
  return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]));
}

describe("the store category's import and delete-all (x-invalidates in the spec, no keys by hand)", () => {
  it('an import makes the product lists and the product choosers stale, not the unchanged category', async () => {
    mockFetch(() => json({ detail: '42 termék importálása sikeresen megtörtént.' }));
    const stale = await staleAfter((client) =>
      client
        .getMutationCache()
        .build(client, importStoreCategoryProductsMutation())
        .execute({ path: { id: 4 }, body: { file: new Blob(['xlsx']) } }),
    );
    expect(stale).toEqual({ products: true, variants: true, category: false });
  });

  it('deleting all products does the same', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    const stale = await staleAfter((client) =>
      client
        .getMutationCache()
        .build(client, deleteAllStoreCategoryProductsMutation())
        .execute({ path: { id: 4 } }),
    );
    expect(stale).toEqual({ products: true, variants: true, category: false });
  });
});
