import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { getSettingsQuery } from '@/generated/api/bootstrap';
import { effectiveList, toListQuery } from './list/list-query';
import type { ListSearch } from './list/list-search';
import { chosenView, type RecordDetail, type RecordRow, type SectionDefinition } from './section';

/**
 * Loads the page of a section's list the URL asks for, before the screen renders. A failure does
 * not fail the route: the screen shows it inside the page (title, filters and 'Új' stay) with 'Újra'.
 */
export function loadListPage<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  queryClient: QueryClient,
  section: SectionDefinition<Row, Detail, Input>,
  search: ListSearch,
): Promise<void> {
  // The settings were loaded at start-up; their extra fields may filter the list.
  const view = chosenView(section.list.views, search.view);
  if (view) return queryClient.prefetchQuery(view.list());
  const list = effectiveList(section.list, queryClient.getQueryData(getSettingsQuery().queryKey));
  return queryClient.prefetchQuery(section.api.list({ query: toListQuery(search, list) }));
}

/** A record id from a `{$entityId}.html` segment: a positive integer, or the route's not-found screen. */
export function parseRecordId(entityId: string): number {
  const result = v.safeParse(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.safeInteger(), v.minValue(1)), entityId);
  if (!result.success) throw notFound();
  return result.output;
}

/** Loads a record before its details screen renders. */
export function loadRecord<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  queryClient: QueryClient,
  section: SectionDefinition<Row, Detail, Input>,
  entityId: string,
) {
  return queryClient.ensureQueryData(section.api.get({ path: { id: parseRecordId(entityId) } }));
}
