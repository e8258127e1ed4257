import * as v from 'valibot';
import { columnChoiceSchema, type ColumnChoice } from '@/components/data-table/column-choice';
import type { ListSearch } from './list-search';

/** A list's search, filters, page size and chosen columns, saved under a name by its user. */
export interface SavedView {
  name: string;
  search: Record<string, string | number | boolean>;
  columns?: ColumnChoice;
}

export const savedViewsSchema = v.array(
  v.object({
    name: v.string(),
    search: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
    columns: v.optional(columnChoiceSchema),
  }),
);

/** What a view keeps of a list's search: all but the page (a view opens on its first page). */
export function viewSearch(search: ListSearch): SavedView['search'] {
  const kept: SavedView['search'] = {};
  for (const [name, value] of Object.entries(search)) if (name !== 'page' && name !== 'view' && value !== undefined) kept[name] = value;
  return kept;
}

/** Why a name cannot be a view's ('' when it can): it must say something, and differ from the list's other views. */
export function viewNameProblem(name: string, views: readonly SavedView[], except?: number): string {
  const trimmed = name.trim();
  if (!trimmed) return 'Adjon nevet a nézetnek.';
  const taken = views.some((view, index) => index !== except && view.name.localeCompare(trimmed, 'hu', { sensitivity: 'base' }) === 0);
  return taken ? 'Már van ilyen nevű nézet.' : '';
}
