import { PAGE_SIZES, type PageSize } from '@/components/data-table/pagination';
import { monthSearchEntries, type MonthSearch } from '@/components/month-stepper/month-search';
import { otherEntries, searchInteger, searchOneOf } from '@/lib/search-values';

/** A list screen's state, kept in the URL: search text, page, page size, order, 'waiting for me' and filters. */
export interface ListSearch {
  q?: string;
  page?: number;
  limit?: PageSize;
  /** A field name, '-' in front for descending. */
  order_by?: string;
  waiting_for_me?: boolean;
  [filter: string]: string | number | boolean | undefined;
}

const LIST_SEARCH_KEYS = ['q', 'page', 'limit', 'order_by', 'waiting_for_me'];
// A number or yes/no filter stays a number or a boolean: the router writes it plain (`min_price=10000`), a text it would quote.
const filterValue = (value: unknown) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined);

/**
 * Checks the search of any list route (plain code: every route's check is part of the first load); bad
 * values are dropped rather than breaking the screen. Filters are kept whatever their name:
 * `toListQuery` reads only the ones the section offers, each checked by its kind.
 */
export function listSearchSchema(search: Record<string, unknown>): ListSearch {
  const list: ListSearch = otherEntries(search, LIST_SEARCH_KEYS, filterValue);
  if ('q' in search) list.q = typeof search.q === 'string' ? search.q : undefined;
  if ('page' in search) list.page = searchInteger(search.page, 1);
  if ('limit' in search) list.limit = searchOneOf(search.limit, PAGE_SIZES);
  if ('order_by' in search) list.order_by = typeof search.order_by === 'string' && /^-?\w+$/.test(search.order_by) ? search.order_by : undefined;
  if ('waiting_for_me' in search) list.waiting_for_me = typeof search.waiting_for_me === 'boolean' ? search.waiting_for_me : undefined;
  return list;
}

/** A month list's search (the commutes', the timesheets'): the month and the list's search. */
export function monthListSearchSchema(search: Record<string, unknown>): ListSearch & MonthSearch {
  const { year: _year, month: _month, ...list } = listSearchSchema(search);
  return { ...list, ...monthSearchEntries(search) };
}
