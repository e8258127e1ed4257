import { defaultStringifySearch, type RegisteredRouter, type ToOptions } from '@tanstack/react-router';

/**
 * The address of a route of the app, its `to`, `params` and `search` typed by the router as a `Link`'s
 * are: for the building blocks that take an address as text (a column's link, a page's back link, a
 * menu of links), which hold no router. Params and search are given as values (no updater functions).
 */
export function routeHref<const TTo extends string>(options: ToOptions<RegisteredRouter, '/', TTo>): string {
  const params: object = typeof options.params === 'object' ? options.params : {};
  const search: object = typeof options.search === 'object' ? options.search : {};
  const values = new Map(Object.entries(params).map(([name, value]) => [name, String(value)]));
  const path = String(options.to).replace(/\{\$(\w+)\}|\$(\w+)/g, (whole, braced?: string, bare?: string) => {
    const value = values.get(braced ?? bare ?? '');
    return value === undefined ? whole : encodeURIComponent(value);
  });
  return `${path}${defaultStringifySearch(Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)))}`;
}
