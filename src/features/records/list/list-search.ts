import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@/components/data-table/pagination';
import type { ListQuery } from '../section';

/** A list screen's state, kept in the URL: search text, page, page size, sort, 'waiting for me' and filters. */
export interface ListSearch {
  q?: string;
  page?: number;
  limit?: PageSize;
  sort?: string;
  desc?: boolean;
  waiting_for_me?: boolean;
  [filter: string]: string | number | boolean | undefined;
}

const toNumber = v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.integer(), v.minValue(1));
const filterValue = v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String));

/**
 * Checks the search of any list route; bad values are dropped rather than breaking the screen.
 * Filters are kept as text whatever their name: the screen reads only the ones its section offers.
 */
export const listSearchSchema = v.objectWithRest(
  {
    q: v.fallback(v.optional(v.string()), undefined),
    page: v.fallback(v.optional(toNumber), undefined),
    limit: v.fallback(v.optional(v.picklist(PAGE_SIZES)), undefined),
    sort: v.fallback(v.optional(v.string()), undefined),
    desc: v.fallback(v.optional(v.boolean()), undefined),
    waiting_for_me: v.fallback(v.optional(v.boolean()), undefined),
  },
  v.fallback(v.optional(filterValue), undefined),
);

/** The API's list query (section 7): page only when above 1, limit only when set, empty values left out. */
export function toListQuery(search: ListSearch, filters: readonly string[] = []): ListQuery {
  const query: ListQuery = {};
  if (search.q) query.q = search.q;
  if (search.page && search.page > 1) query.page = search.page;
  if (search.limit && search.limit !== DEFAULT_PAGE_SIZE) query.limit = search.limit;
  if (search.waiting_for_me) query.waiting_for_me = true;
  for (const name of filters) {
    const value = search[name];
    if (value !== undefined && value !== '') query[name] = value;
  }
  return query;
}
