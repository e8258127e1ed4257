import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Option } from '@/components/form/typeahead';
import { getStaticData, listAllEmployments, listHrReferents, listInstitutions, listOwnUsers, listReferents } from '@/generated/api/bootstrap';
import { lookupLoaders } from '@/generated/meta/lookups';
import type { LookupMeta, SchemaMeta } from '@/generated/meta/types';
import { isoDateTime } from '@/lib/date-time';

/** One choosable item as the lookup gives it, with the fields a dependent chooser filters by. */
export interface LookupOption extends Option {
  item: Readonly<Record<string, unknown>>;
}

type Item = Readonly<Record<string, unknown>>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && 'id' in value;

/** An item's label by a template of its fields (`'{type}, {plate_number}, {person_count} fő'`); a missing field reads as empty. */
const fillLabel = (template: string, item: Item) => template.replace(/\{(\w+)\}/g, (_, key: string) => (item[key] == null ? '' : String(item[key]))).trim();

/** What a lookup item is called: by the lookup's label template, else its name, title, reference number or subject. */
export function itemLabel(item: Item, template?: string): string {
  if (template) return fillLabel(template, item);
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
type Query = Readonly<Record<string, string>>;

/** The bootstrap asset lists, under the keys of their generated queries (loaded once, shared with the app). */
const NAMED: Readonly<Record<string, readonly [string, Fetcher]>> = {
  institutions: ['listInstitutions', listInstitutions],
  employments: ['listAllEmployments', listAllEmployments],
  ownUsers: ['listOwnUsers', listOwnUsers],
  referents: ['listReferents', listReferents],
  hrReferents: ['listHrReferents', listHrReferents],
};

interface LookupQuery {
  queryKey: readonly [string] | readonly [string, { query: Query }];
  queryFn: (ctx: { signal: AbortSignal }) => Promise<unknown>;
  /** The items within the answer (one list of the static data). */
  pick: (data: unknown) => unknown;
}

/** The query that loads a lookup's items: a named list, `static:<key>`, a `mind/` operationId or a free-option search with its query. */
function lookupQuery(source: string, query?: Query): LookupQuery {
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
  if (query) return { queryKey: [source, { query }], queryFn: ({ signal }) => load(signal, query), pick: (d) => d };
  return { queryKey: [source], queryFn: ({ signal }) => load(signal), pick: (d) => d };
}

function toOptions(data: unknown, template?: string): LookupOption[] {
  return Array.isArray(data) ? data.filter(isItem).map((item) => ({ id: String(item.id), label: itemLabel(item, template), item })) : [];
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

/** What a free-option search sends, and the labels of the form's fields it still waits for. */
export interface LookupParams {
  query: Query;
  missing: readonly string[];
  /** Whether the search reads a date or a time of the form (free rooms, free cars): a choice it leaves out is not free in that period. */
  byPeriod?: boolean;
}

/** A field's value as a query parameter: an id, a date-time in RFC 3339, a text; null when empty or unfinished. */
function paramText(value: unknown, format: string | undefined): string | null {
  if (format === 'date-time') return typeof value === 'string' ? isoDateTime(value) : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return refId(value);
}

/**
 * The query of a free-option search (x-lookup `query`): each parameter from its form field, from the
 * saved record (`$id`, `$saved.<field>`: the record being edited counts its own choice as free), or a
 * fixed value written after `=`.
 * A field still empty is named in `missing`, and the search waits for it.
 */
export function lookupParams(
  lookup: LookupMeta,
  meta: SchemaMeta,
  values: Readonly<Record<string, unknown>>,
  saved: Readonly<Record<string, unknown>>,
  recordId?: number,
): LookupParams | undefined {
  if (!lookup.query) return undefined;
  const query: Record<string, string> = {};
  const missing: string[] = [];
  let byPeriod = false;
  for (const [param, from] of Object.entries(lookup.query)) {
    // A fixed value: `state: '=closed'` asks only for the closed records.
    if (from.startsWith('=')) {
      query[param] = from.slice(1);
      continue;
    }
    if (from === '$id') {
      if (recordId !== undefined) query[param] = String(recordId);
      continue;
    }
    const field = from.startsWith('$saved.') ? from.slice('$saved.'.length) : from;
    const format = meta.fields[field]?.format;
    if (from === field && (format === 'date' || format === 'date-time')) byPeriod = true;
    const text = paramText(from === field ? values[field] : saved[field], format);
    if (text !== null) query[param] = text;
    else if (from === field) missing.push(meta.fields[field]?.label ?? field);
  }
  return { query, missing, byPeriod };
}

/**
 * A chooser's options: loaded on first use, filtered by the parent field when it depends on one; a
 * free-option search asks only once every field it reads is set (`isWaiting` until then). `labelOf`
 * names a key among them (an institution's id in a table's cell).
 */
export function useLookupOptions(
  lookup: LookupMeta,
  parentValue?: unknown,
  params?: LookupParams,
  { enabled = true }: { enabled?: boolean } = {},
): {
  options: LookupOption[];
  isLoading: boolean;
  isWaiting: boolean;
  /** The options are the server's latest answer: none failed and none is on its way. */
  isCurrent: boolean;
  isFailed: boolean;
  labelOf: (id: number | string) => string | undefined;
} {
  const { queryKey, queryFn, pick } = lookupQuery(lookup.source, params?.query);
  const isWaiting = Boolean(params?.missing.length) || !enabled;
  const query = useQuery({ queryKey, queryFn, staleTime: params ? 0 : 5 * 60_000, enabled: !isWaiting });
  // The same options while the answer and the parent stay: a chooser filters them again only when they change.
  const { label, dependsOn } = lookup;
  const items = isWaiting ? undefined : pick(query.data);
  const all = useMemo(() => toOptions(items, label), [items, label]);
  const options = useMemo(() => (dependsOn ? all.filter((o) => matchesParent(o, dependsOn, parentValue)) : all), [all, dependsOn, parentValue]);
  const labelOf = (id: number | string) => options.find((option) => option.id === String(id))?.label;
  return {
    options,
    isLoading: !isWaiting && query.isPending,
    isWaiting,
    isCurrent: !isWaiting && query.isSuccess && !query.isFetching,
    isFailed: !isWaiting && query.isError,
    labelOf,
  };
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
