export const PAGE_SIZES = [25, 50, 75] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Up to two pages either side of the current one (section 9). */
export function visiblePages(current: number, last: number): number[] {
  const from = Math.max(1, current - 2);
  const to = Math.min(last, current + 2);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The 'from - to' range of rows the page shows, e.g. '26 - 50'. */
export function pageRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 - 0';
  const from = (page - 1) * pageSize + 1;
  return `${from} - ${Math.min(total, page * pageSize)}`;
}

/**
 * Section 9: when the count drops under the current page (a filter, a deletion elsewhere), the list
 * moves to the last page that exists. The page to go to, or undefined while the current one exists
 * or the count is not known yet.
 */
export function pageToCorrect(page: number, pageSize: number, total: number | undefined): number | undefined {
  if (total === undefined) return undefined;
  const last = lastPage(total, pageSize);
  return page > last ? last : undefined;
}
