import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import type { MonthSearch } from './month-search';

/** A calendar month; `month` is 1-based (1 = January), as section 7 sends it. */
export interface YearMonth {
  year: number;
  month: number;
}

export function currentMonth(now: CalendarDate = today(getLocalTimeZone())): YearMonth {
  return { year: now.year, month: now.month };
}

export function addMonths(value: YearMonth, months: number): YearMonth {
  const date = new CalendarDate(value.year, value.month, 1).add({ months });
  return { year: date.year, month: date.month };
}

export function sameMonth(a: YearMonth, b: YearMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

/** The month a URL's search names; what it leaves out is the current year or month. */
export function monthFromSearch(search: MonthSearch, current: YearMonth = currentMonth()): YearMonth {
  return { year: search.year ?? current.year, month: search.month ?? current.month };
}

/**
 * The month as section 7 sends it, and as the URL keeps it: year and month (1–12), each left out
 * when it equals the current one (the server then takes the current one).
 */
export function monthQuery(value: YearMonth, current: YearMonth = currentMonth()): MonthSearch {
  const query: MonthSearch = {};
  if (value.year !== current.year) query.year = value.year;
  if (value.month !== current.month) query.month = value.month;
  return query;
}
