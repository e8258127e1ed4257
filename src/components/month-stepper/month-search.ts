import { searchInteger } from '@/lib/search-values';

// Kept apart from the month arithmetic: a route's validateSearch is part of the first load, so this
// file is plain code, never @internationalized/date.

// A type, not an interface: it then fits where a plain search object is taken (an address's search).
export type MonthSearch = {
  year?: number;
  month?: number;
};

/** The month a screen shows, in its URL (`?year=2026&month=11`); a bad value is dropped, and a missing one means the current one. */
export function monthSearchEntries(search: Record<string, unknown>): MonthSearch {
  const month: MonthSearch = {};
  if ('year' in search) month.year = searchInteger(search.year, 2000, 2100);
  if ('month' in search) month.month = searchInteger(search.month, 1, 12);
  return month;
}

/** Checks a month screen's search: the year and the month, nothing else. */
export const monthSearchSchema = (search: Record<string, unknown>): MonthSearch => monthSearchEntries(search);

/** The search keys monthSearchEntries reads. */
export const MONTH_SEARCH_KEYS = ['year', 'month'] as const;
