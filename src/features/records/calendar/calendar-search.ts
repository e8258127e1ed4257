import { MONTH_SEARCH_KEYS, monthSearchEntries, type MonthSearch } from '@/components/month-stepper/month-search';
import { otherEntries } from '@/lib/search-values';

/** A calendar screen's URL: the month (left out when current) and its filters' values. */
export interface CalendarSearch extends MonthSearch {
  [filter: string]: string | number | undefined;
}

const filterValue = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

/**
 * Checks a calendar route's search (part of the first load: plain code). Bad values are dropped
 * rather than breaking the screen; the screen reads only the filters its calendar declares.
 */
export function calendarSearchSchema(search: Record<string, unknown>): CalendarSearch {
  return { ...otherEntries(search, MONTH_SEARCH_KEYS, filterValue), ...monthSearchEntries(search) };
}
