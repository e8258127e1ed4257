import * as v from 'valibot/first-load';
import { PAGE_SIZES, type PageSize } from '@/components/data-table/pagination';
import { monthSearchEntries } from '@/components/month-stepper/month-search';

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

const toNumber = v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.integer(), v.minValue(1));

/** A search value that is a positive whole number (a page, a chosen id); a bad one is dropped. */
export const positiveSearchNumber = v.fallback(v.optional(toNumber), undefined);
/** A search value that is one of the page sizes; a bad one is dropped. */
export const pageSizeSearch = v.fallback(v.optional(v.picklist(PAGE_SIZES)), undefined);
/** A search value that is text; a bad one is dropped. */
export const searchText = v.fallback(v.optional(v.string()), undefined);
// A number or yes/no filter stays a number or a boolean: the router writes it plain (`min_price=10000`), a text it would quote.
const filterValue = v.union([v.string(), v.number(), v.boolean()]);

/**
 * Checks the search of any list route; bad values are dropped rather than breaking the screen.
 * Filters are kept whatever their name: `toListQuery` reads only the ones the section offers, each
 * checked by its kind.
 */
export const listSearchSchema = v.objectWithRest(
  {
    q: searchText,
    page: positiveSearchNumber,
    limit: pageSizeSearch,
    order_by: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^-?\w+$/))), undefined),
    waiting_for_me: v.fallback(v.optional(v.boolean()), undefined),
  },
  v.fallback(v.optional(filterValue), undefined),
);

/** A special list's search: the list search and the screen's own entries (a month), bad values dropped. */
export const specialListSearchSchema = <const E extends v.ObjectEntries>(entries: E) =>
  v.objectWithRest({ ...listSearchSchema.entries, ...entries }, listSearchSchema.rest);

/** A month list's search (the commutes', the timesheets'): the month and the list's search. */
export const monthListSearchSchema = specialListSearchSchema(monthSearchEntries);
