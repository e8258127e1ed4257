import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE } from '@/components/data-table/pagination';
import type { ListParamKind, ListParamMeta, ListParamsMeta } from '@/generated/list-params/types';
import type { ExtraFieldDefinition, Settings } from '@/generated/models';
import type { ListQuery } from '../section';
import type { ListSearch } from './list-search';

// The list screen's reading of its URL state, apart from list-search.ts: a route's validateSearch is
// part of the first load, this only of the list screen's chunk.

/** How a filter's URL text becomes its query value; a text that does not fit its kind is left out. */
const BY_KIND: Record<ListParamKind, v.GenericSchema<string, string | number | boolean>> = {
  string: v.pipe(v.string(), v.minLength(1)),
  integer: v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number)),
  number: v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number)),
  boolean: v.pipe(
    v.picklist(['true', 'false']),
    v.transform((text) => text === 'true'),
  ),
  date: v.pipe(v.string(), v.isoDate()),
  datetime: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/)),
};

/** What the list screen needs of a section's list declaration. */
export interface ListDeclaration {
  filters?: readonly string[];
  params?: ListParamsMeta;
  waitingForMe?: boolean;
  /** Query parameters every list call of the section sends, whatever the URL says (one declaration serving several menus). */
  fixed?: Readonly<Record<string, string | number | boolean>>;
  /** The settings group whose extra fields filter the list as `extra_<codename>`. */
  extraFieldFilters?: string;
  /** A filter's value while the URL has none (section 9: utilities start with the active ones); another choice replaces it. */
  defaults?: Readonly<Record<string, string>>;
}

/** How an extra field's answers filter a list (section 7: `extra_<codename>`); the other types do not filter. */
const EXTRA_FILTER_KINDS: Partial<Record<ExtraFieldDefinition['type'], ListParamKind>> = {
  boolean: 'boolean',
  select: 'string',
  number: 'number',
  date: 'date',
  text: 'string',
};

/**
 * The list declaration with a filter `extra_<codename>` for each active extra field of the settings
 * group that can filter (a select offers its choices, a yes/no field 'Igen'/'Nem'), after the declared ones.
 */
export function withExtraFieldFilters<L extends ListDeclaration>(list: L, definitions: readonly ExtraFieldDefinition[] | undefined): L {
  const extra: Record<string, ListParamMeta> = {};
  for (const definition of definitions ?? []) {
    const kind = EXTRA_FILTER_KINDS[definition.type];
    if (!kind || !definition.is_active || definition.section !== null) continue;
    const choices = definition.type === 'select' ? (definition.choices ?? []) : [];
    extra[`extra_${definition.codename}`] = {
      label: definition.label,
      kind,
      ...(choices.length ? { enumLabels: Object.fromEntries(choices.map((c) => [c, c])) } : {}),
    };
  }
  const names = Object.keys(extra);
  if (!names.length) return list;
  return {
    ...list,
    filters: [...(list.filters ?? []), ...names],
    params: { ...list.params, filters: { ...list.params?.filters, ...extra } },
  };
}

/** The list declaration as the screen uses it: with the extra-field filters of its settings group, once the settings are there. */
export function effectiveList<L extends ListDeclaration>(list: L, settings: Settings | undefined): L {
  return list.extraFieldFilters ? withExtraFieldFilters(list, settings?.[list.extraFieldFilters]?.extra_fields) : list;
}

/** The filter names a section shows, each range end bringing its other end, 'waiting for me' apart. */
export function filterNames(list: ListDeclaration): string[] {
  const names: string[] = [];
  for (const name of list.filters ?? []) {
    if (name === 'waiting_for_me') continue;
    const pair = list.params?.filters[name]?.range?.pair;
    for (const n of pair ? [name, pair] : [name]) if (!names.includes(n)) names.push(n);
  }
  return names;
}

/** 'Rám vár' where the section asks for it and, when its list call is described, that call takes waiting_for_me (section 7). */
export function offersWaitingForMe(list: ListDeclaration): boolean {
  const asked = Boolean(list.waitingForMe || list.filters?.includes('waiting_for_me'));
  return asked && (!list.params || 'waiting_for_me' in list.params.filters);
}

/** Whether the list can be ordered by this field on the server (its list declares `order_by`). */
export function canOrderBy(params: ListParamsMeta | undefined, field: string): boolean {
  const fields = params?.orderBy?.fields;
  return Boolean(params?.orderBy) && (fields === null || fields === undefined || fields.includes(field));
}

function filterQueryValue(meta: ListParamMeta | undefined, value: string | number | boolean | undefined) {
  if (value === undefined || value === '') return undefined;
  const result = v.safeParse(BY_KIND[meta?.kind ?? 'string'], String(value));
  return result.success ? result.output : undefined;
}

/**
 * A filter's value as the URL keeps it: a number or yes/no filter's text as its number or boolean,
 * which the router writes plain (`min_price=10000`) where it would quote a text that looks like one.
 */
export function toSearchValue(meta: ListParamMeta | undefined, value: string | number | boolean | undefined) {
  const kind = meta?.kind;
  if (typeof value !== 'string' || (kind !== 'integer' && kind !== 'number' && kind !== 'boolean')) return value;
  const result = v.safeParse(BY_KIND[kind], value);
  return result.success ? result.output : value;
}

/**
 * The API's list query (section 7): page only when above 1, limit only when set, the filters the
 * section offers with values that fit their kind, `order_by` only where the list declares it.
 */
export function toListQuery(search: ListSearch, list: ListDeclaration = {}): ListQuery {
  const query: ListQuery = {};
  if (search.q) query.q = search.q;
  if (search.page && search.page > 1) query.page = search.page;
  if (search.limit && search.limit !== DEFAULT_PAGE_SIZE) query.limit = search.limit;
  if (search.waiting_for_me && offersWaitingForMe(list)) query.waiting_for_me = true;
  for (const name of filterNames(list)) {
    const value = filterQueryValue(list.params?.filters[name], search[name] ?? list.defaults?.[name]);
    if (value !== undefined) query[name] = value;
  }
  if (search.order_by && canOrderBy(list.params, search.order_by.replace(/^-/, ''))) query.order_by = search.order_by;
  return { ...query, ...list.fixed };
}
