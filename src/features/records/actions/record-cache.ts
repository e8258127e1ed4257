import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The two query factories of a record's API the cache merge needs (method syntax: each record's own variables fit). */
export interface CachedRecordApi {
  get(vars: { path: { id: number } }): { queryKey: QueryKey };
  /** None for a record without a list call of its own (a job application). */
  list?(vars: { query?: undefined }): { queryKey: QueryKey };
}

/** An answer that carries (part of) a record: at least its id. */
export interface RecordAnswer {
  id: number;
}

export function isRecordAnswer(answer: unknown): answer is RecordAnswer {
  return typeof answer === 'object' && answer !== null && 'id' in answer && typeof answer.id === 'number';
}

/**
 * Section 4: what a decision or an action answers (the new state, step, decisions and waiting-for;
 * or the whole record) shows at once on the record's details and in every cached list page that
 * has its row. A row takes only the fields it already shows. The invalidation that follows the call
 * refetches both.
 */
export function mergeRecordAnswer(queryClient: QueryClient, api: CachedRecordApi, answer: RecordAnswer): void {
  queryClient.setQueryData<object>(api.get({ path: { id: answer.id } }).queryKey, (detail) => (detail ? { ...detail, ...answer } : detail));
  if (!api.list) return;
  const listKey = api.list({}).queryKey.slice(0, 1);
  queryClient.setQueriesData<{ data: object[]; total: number }>({ queryKey: listKey }, (page) =>
    page
      ? {
          ...page,
          data: page.data.map((row) =>
            'id' in row && row.id === answer.id ? { ...row, ...Object.fromEntries(Object.entries(answer).filter(([key]) => key in row)) } : row,
          ),
        }
      : page,
  );
}
