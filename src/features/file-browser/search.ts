import type { DocumentOrderBy } from '@/generated/models';

/**
 * A document library screen's URL: the opened folders from the top (`dir=511-530`, so a folder can
 * be linked and the back button walks up), the search text and the chosen order.
 */
export interface FileBrowserSearch {
  /** The router reads `dir=601` as the number 601 and `dir=511-530` as text. */
  dir?: number | string;
  q?: string;
  order_by?: DocumentOrderBy;
}

const ORDERS: readonly string[] = ['name', '-name', 'created_at', '-created_at'] satisfies readonly DocumentOrderBy[];
const isOrder = (value: unknown): value is DocumentOrderBy => typeof value === 'string' && ORDERS.includes(value);

/**
 * Checks a document library route's search (part of the first load, so plain code rather than a
 * schema library): bad values are dropped rather than breaking the screen.
 */
export function fileBrowserSearch(search: Record<string, unknown>): FileBrowserSearch {
  const { dir, q, order_by: orderBy } = search;
  const validDir = (typeof dir === 'number' && Number.isInteger(dir) && dir > 0) || (typeof dir === 'string' && /^\d+(-\d+)*$/.test(dir));
  return {
    dir: validDir ? dir : undefined,
    // A search for digits (`q=2026`) arrives as a number.
    q: typeof q === 'string' || typeof q === 'number' ? String(q) : undefined,
    order_by: isOrder(orderBy) ? orderBy : undefined,
  };
}

/** The opened folders' ids, top first. */
export function trailOf(search: Pick<FileBrowserSearch, 'dir'>): number[] {
  return search.dir === undefined ? [] : String(search.dir).split('-').map(Number);
}

/** The `dir` of a trail: one folder as its number (as the router reads it back), several joined by '-'. */
export function dirOf(trail: readonly number[]): number | string | undefined {
  if (trail.length === 0) return undefined;
  return trail.length === 1 ? trail[0] : trail.join('-');
}
