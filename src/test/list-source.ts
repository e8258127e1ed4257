import { queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '@/features/records/section';
import type { ListSource } from '@/features/records/list/SearchList';

/** A list source over fixed rows that records each query it is asked (`queries`), for the list blocks' tests. */
export function recordingSource<Row>(rows: Row[], over: Partial<ListSource<Row>> = {}, total = rows.length) {
  const queries: ListQuery[] = [];
  const source: ListSource<Row> = {
    params: { filters: {} },
    list: ({ query = {} }) =>
      queryOptions({
        queryKey: ['rows', query],
        queryFn: () => {
          queries.push(query);
          return { total, data: rows };
        },
      }),
    ...over,
  };
  return { queries, source };
}
