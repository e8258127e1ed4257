import * as v from 'valibot/first-load';

/**
 * A document library screen's URL: the opened folders from the top (`dir=511-530`, so a folder can
 * be linked and the back button walks up), the search text and the chosen order. Bad values are
 * dropped rather than breaking the screen.
 */
export const fileBrowserSearchSchema = v.object({
  // The router reads `dir=601` as the number 601 and `dir=511-530` as text.
  dir: v.fallback(v.optional(v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^\d+(-\d+)*$/))])), undefined),
  // A search for digits (`q=2026`) arrives as a number.
  q: v.fallback(v.optional(v.union([v.string(), v.pipe(v.number(), v.transform(String))])), undefined),
  order_by: v.fallback(v.optional(v.picklist(['name', '-name', 'created_at', '-created_at'])), undefined),
});

export type FileBrowserSearch = v.InferOutput<typeof fileBrowserSearchSchema>;

/** The opened folders' ids, top first. */
export function trailOf(search: Pick<FileBrowserSearch, 'dir'>): number[] {
  return search.dir === undefined ? [] : String(search.dir).split('-').map(Number);
}

/** The `dir` of a trail: one folder as its number (as the router reads it back), several joined by '-'. */
export function dirOf(trail: readonly number[]): number | string | undefined {
  if (trail.length === 0) return undefined;
  return trail.length === 1 ? trail[0] : trail.join('-');
}
