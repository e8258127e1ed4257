import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { listSearchSchema, toListQuery, type ListSearch } from './list/list-search';
import type { RecordDetail, RecordRow, SectionDefinition } from './section';

interface LoaderContext {
  context: { queryClient: QueryClient };
}

/** Route options of a section's list screen: the search checked in the URL, the page loaded before render. */
export function listRoute<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  section: SectionDefinition<Row, Detail, Input>,
) {
  const filters = section.list.filters ?? [];
  return {
    validateSearch: listSearchSchema(filters),
    loaderDeps: ({ search }: { search: ListSearch }) => ({ query: toListQuery(search, filters) }),
    loader: ({ context, deps }: LoaderContext & { deps: { query: ReturnType<typeof toListQuery> } }) =>
      context.queryClient.ensureQueryData(section.api.list({ query: deps.query })),
  };
}

/** A record id from a `{$entityId}.html` segment: a positive integer, or the route's not-found screen. */
export function parseRecordId(entityId: string): number {
  const result = v.safeParse(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1)), entityId);
  if (!result.success) throw notFound();
  return result.output;
}

export function detailsRoute<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  section: SectionDefinition<Row, Detail, Input>,
) {
  return {
    loader: ({ context, params }: LoaderContext & { params: { entityId: string } }) =>
      context.queryClient.ensureQueryData(section.api.get({ path: { id: parseRecordId(params.entityId) } })),
  };
}
