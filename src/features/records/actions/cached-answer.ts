import { useQueryClient, type DataTag, type QueryKey } from '@tanstack/react-query';
import { upsertById } from '@/lib/objects';

/** A generated query's options, by the data its key holds. */
interface CachedQuery<Data> {
  queryKey: DataTag<QueryKey, Data, Error>;
}

type RowOf<List> = List extends readonly (infer Row extends { id: unknown })[] ? Row : never;

/** A call whose answer is what a cached query holds (the own basket after any change of it) writes it there at once. */
export function useCacheAnswer<Data>(query: CachedQuery<Data>): (answer: Data) => void {
  const queryClient = useQueryClient();
  return (answer) => void queryClient.setQueryData(query.queryKey, answer);
}

/** A call whose answer is one row of a list in a cached query (a month's timesheet entry) puts it there at once: in place of its id's row, or added. */
export function useCacheAnswerRow<Data, Field extends keyof Data & string>(query: CachedQuery<Data>, field: Field): (row: RowOf<Data[Field]>) => void {
  const queryClient = useQueryClient();
  const upsert = (list: unknown, row: RowOf<Data[Field]>) => (Array.isArray(list) ? upsertById<{ id: unknown }>(list, row) : list);
  return (row) => void queryClient.setQueryData(query.queryKey, (data: Data | undefined) => (data ? { ...data, [field]: upsert(data[field], row) } : data));
}
