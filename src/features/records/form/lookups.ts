import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Option } from '@/components/form/typeahead';
import { getStaticData, listAllEmployments, listHrReferents, listInstitutions, listOwnUsers, listReferents } from '@/generated/api/bootstrap';
import { lookupLoaders } from '@/generated/meta/lookups';
import type { LookupMeta } from '@/generated/meta/types';

/** One choosable item as the lookup gives it, with the fields a dependent chooser filters by. */
export interface LookupOption extends Option {
  item: Readonly<Record<string, unknown>>;
}

type Item = Readonly<Record<string, unknown>>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && 'id' in value;

/** What a lookup item is called: its name, else its title, reference number or subject. */
export function itemLabel(item: Item): string {
  if (typeof item.user_name === 'string' && typeof item.institution_name === 'string') return `${item.user_name} – ${item.institution_name}`;
  // A partner: its name with its note, or with its tax number when it has no note.
  if ('tax_id' in item && 'note' in item && typeof item.name === 'string') {
    const extra = (typeof item.note === 'string' && item.note) || (typeof item.tax_id === 'string' && item.tax_id) || '';
    return extra ? `${item.name} (${extra})` : item.name;
  }
  for (const key of ['name', 'title', 'reference_number', 'invoice_number', 'subject', 'label']) {
    const text = item[key];
    if (typeof text === 'string' && text) return text;
  }
  return `#${String(item.id)}`;
}

type Fetcher = (vars: Record<string, never>, signal?: AbortSignal) => Promise<unknown>;

/** The bootstrap asset lists, under the keys of their generated queries (loaded once, shared with the app). */
const NAMED: Readonly<Record<string, readonly [string, Fetcher]>> = {
  institutions: ['listInstitutions', listInstitutions],
  employments: ['listAllEmployments', listAllEmployments],
  ownUsers: ['listOwnUsers', listOwnUsers],
  referents: ['listReferents', listReferents],
  hrReferents: ['listHrReferents', listHrReferents],
};

interface LookupQuery {
  queryKey: readonly [string];
  queryFn: (ctx: { signal: AbortSignal }) => Promise<unknown>;
  /** The items within the answer (one list of the static data). */
  pick: (data: unknown) => unknown;
}

/** The query that loads a lookup's items: a named list, `static:<key>` or a `mind/` operationId. */
function lookupQuery(source: string): LookupQuery {
  const named = NAMED[source];
  if (named) return { queryKey: [named[0]], queryFn: ({ signal }) => named[1]({}, signal), pick: (d) => d };
  if (source.startsWith('static:')) {
    const key = source.slice('static:'.length);
    return {
      queryKey: ['getStaticData'],
      queryFn: ({ signal }) => getStaticData({}, signal),
      pick: (d) => (d && typeof d === 'object' ? (d as Record<string, unknown>)[key] : undefined),
    };
  }
  const load = lookupLoaders[source];
  if (!load) throw new Error(`Unknown lookup source: ${source}`);
  // The key the module's generated query uses, so its mutations' invalidation reaches it.
  return { queryKey: [source], queryFn: ({ signal }) => load(signal), pick: (d) => d };
}

function toOptions(data: unknown): LookupOption[] {
  return Array.isArray(data) ? data.filter(isItem).map((item) => ({ id: String(item.id), label: itemLabel(item), item })) : [];
}

/** The id a field's value holds: an id, or a saved `{id, name}` object. */
export function refId(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return String(value);
  if (isItem(value)) return String(value.id);
  return null;
}

/** The name of a saved `{id, name}` value, shown until the options arrive. */
export function refName(value: unknown): string | undefined {
  return isItem(value) && typeof value.name === 'string' ? value.name : undefined;
}

/** Whether an item belongs to the parent a dependent chooser follows (its field holding the parent's id). */
function matchesParent(option: LookupOption, dependsOn: string, parent: unknown): boolean {
  const parentId = refId(parent);
  if (parentId === null) return true;
  return refId(option.item[dependsOn]) === parentId;
}

/** A chooser's options: loaded on first use, filtered by the parent field when it depends on one. */
export function useLookupOptions(lookup: LookupMeta, parentValue?: unknown): { options: LookupOption[]; isLoading: boolean } {
  const { queryKey, queryFn, pick } = lookupQuery(lookup.source);
  const query = useQuery({ queryKey, queryFn, staleTime: 5 * 60_000 });
  const all = toOptions(pick(query.data));
  const options = lookup.dependsOn ? all.filter((o) => matchesParent(o, lookup.dependsOn!, parentValue)) : all;
  return { options, isLoading: query.isPending };
}

/**
 * Whether a dependent field's value still fits a new parent value. Read from the cache: when the
 * options have not arrived, the child is kept only if the parent was merely cleared.
 */
export function fitsParent(queryClient: QueryClient, lookup: LookupMeta, childValue: unknown, parentValue: unknown): boolean {
  const childId = refId(childValue);
  if (childId === null || !lookup.dependsOn) return true;
  if (refId(parentValue) === null) return false;
  const { queryKey, pick } = lookupQuery(lookup.source);
  const option = toOptions(pick(queryClient.getQueryData(queryKey))).find((o) => o.id === childId);
  return option ? matchesParent(option, lookup.dependsOn, parentValue) : false;
}
