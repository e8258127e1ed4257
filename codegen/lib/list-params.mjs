// @ts-check
import { describeSchema, isYear, objectProperties } from './schema-walk.mjs';
import { deref, listOperations } from './spec.mjs';

/** Query parameters every list has and the list screen handles itself, never as filters. */
const PAGING = new Set(['q', 'page', 'limit', 'order_by']);

/**
 * The two ends of a range filter: `min_price`/`max_price`, `upload_min_date`/`upload_max_date`,
 * `due_date_from`/`due_date_till`, `minDate`/`maxDate`, `verifiedAtMin`/`verifiedAtMax`. Each rule
 * gives the counterpart's name and the range's key (the name without the min/max token).
 */
const RANGE_RULES = /** @type {const} */ ([
  [/^min_(.+)$/, (/** @type {string} */ rest) => [`max_${rest}`, rest]],
  [/^(.+)_min_(.+)$/, (/** @type {string} */ a, /** @type {string} */ b) => [`${a}_max_${b}`, `${a}_${b}`]],
  [/^(.+)_min$/, (/** @type {string} */ rest) => [`${rest}_max`, rest]],
  [/^(.+)_from$/, (/** @type {string} */ rest) => [`${rest}_till`, rest]],
  [/^(.+)_from$/, (/** @type {string} */ rest) => [`${rest}_to`, rest]],
  [/^min([A-Z].*)$/, (/** @type {string} */ rest) => [`max${rest}`, rest.charAt(0).toLowerCase() + rest.slice(1)]],
  [/^(.+)Min$/, (/** @type {string} */ rest) => [`${rest}Max`, rest]],
]);

/**
 * For every paged list operation (a GET with `page`), the meta of its query parameters: label,
 * kind, enum labels, lookup and range pairing, so a list screen's filters come from the spec and
 * a section names only which it shows. `order_by` becomes `orderBy` (the fields it accepts, or
 * null for any field): a column is sortable only where the list declares it. An export that asks
 * for input (a GET `export…` with a required query parameter, such as a period) gets the same
 * meta, `required` marking what must be given, so its dialog comes from the spec too.
 * @param {any} spec
 * @returns {Map<string, string>} file (tag) -> source
 */
export function generateListParams(spec) {
  /** @type {Map<string, string[]>} */
  const byTag = new Map();
  const ops = listOperations(spec)
    .filter((op) => op.method === 'get' && op.queryParams.some((/** @type {any} */ p) => p.name === 'page' || (p.required && op.operationId.startsWith('export'))))
    .sort((a, b) => a.operationId.localeCompare(b.operationId));
  for (const op of ops) {
    const rowFields = rowProperties(spec, op);
    const names = new Set(op.queryParams.map((/** @type {any} */ p) => p.name));
    const filters = [];
    for (const param of op.queryParams) {
      if (PAGING.has(param.name)) continue;
      filters.push([param.name, paramMeta(spec, param, names, rowFields)]);
    }
    const orderParam = op.queryParams.find((/** @type {any} */ p) => p.name === 'order_by');
    const lines = [`/** ${op.path} */`, `export const ${op.operationId}Params = {`, '  filters: {'];
    for (const [name, meta] of filters) lines.push(`    ${JSON.stringify(name)}: ${JSON.stringify(meta)},`);
    lines.push('  },');
    if (orderParam) lines.push(`  orderBy: ${JSON.stringify({ fields: orderFields(spec, orderParam) })},`);
    lines.push('} as const satisfies ListParamsMeta;', '');
    if (!byTag.has(op.tag)) byTag.set(op.tag, []);
    byTag.get(op.tag)?.push(...lines);
  }
  /** @type {Map<string, string>} */
  const files = new Map([['types', TYPES]]);
  for (const [tag, lines] of byTag) files.set(tag, ["import type { ListParamsMeta } from './types';", '', ...lines].join('\n'));
  return files;
}

const TYPES = `import type { LookupMeta } from '../meta/types';

export type ListParamKind = 'string' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime';
export interface ListParamMeta {
  /** Hungarian label: the parameter schema's title, else the listed rows' property of that name. */
  readonly label: string;
  readonly kind: ListParamKind;
  readonly enumLabels?: Readonly<Record<string, string>>;
  /** A chooser's source (x-lookup on the parameter). */
  readonly lookup?: LookupMeta;
  /** The key of szurok/'s answer its values come under, where it is not the parameter's name (x-filter-options). */
  readonly optionsKey?: string;
  /** One end of a range: \`key\` names the range, \`pair\` the other end's parameter. */
  readonly range?: { readonly key: string; readonly end: 'min' | 'max'; readonly pair: string };
  /** The call needs it (an export's period). */
  readonly required?: boolean;
  /** A calendar year (x-year, or an integer named year or …_year): shown without digit grouping, '2026'. */
  readonly year?: true;
}
export interface ListParamsMeta {
  readonly filters: { readonly [name: string]: ListParamMeta };
  /** Present when the list takes \`order_by\`: the fields it accepts, or null for any field. */
  readonly orderBy?: { readonly fields: readonly string[] | null };
}
`;

/**
 * @param {any} spec @param {any} param @param {Set<string>} names the list's parameter names
 * @param {Map<string, string>} rowFields label of each property of the listed rows
 */
function paramMeta(spec, param, names, rowFields) {
  const d = describeSchema(spec, param.schema ?? {});
  const range = rangeOf(param.name, names);
  const kind =
    d.type === 'boolean'
      ? 'boolean'
      : d.type === 'integer' || d.type === 'number'
        ? d.type
        : d.format === 'date'
          ? 'date'
          : d.format === 'date-time'
            ? 'datetime'
            : 'string';
  const label = param.schema?.title ?? d.title ?? rowFields.get(param.name) ?? (range ? rowFields.get(range.key) : undefined) ?? param.name;
  /** @type {Record<string, unknown>} */
  const meta = { label, kind };
  if (d.enumValues) meta.enumLabels = Object.fromEntries(d.enumValues.map((/** @type {string} */ v) => [v, d.enumLabels?.[v] ?? String(v)]));
  const lookup = param.schema?.['x-lookup'] ?? d.schema['x-lookup'];
  if (lookup) meta.lookup = typeof lookup === 'string' ? { source: lookup } : lookup;
  const optionsKey = param['x-filter-options'] ?? param.schema?.['x-filter-options'];
  if (optionsKey) meta.optionsKey = optionsKey;
  if (range) meta.range = range;
  if (param.required) meta.required = true;
  if (isYear(param.name, d)) meta.year = true;
  return meta;
}

/** @param {string} name @param {Set<string>} names */
function rangeOf(name, names) {
  const asMin = rangeOfMin(name, names);
  if (asMin) return { key: asMin.key, end: /** @type {const} */ ('min'), pair: asMin.pair };
  for (const other of names) {
    const minEnd = other === name ? null : rangeOfMin(other, names);
    if (minEnd?.pair === name) return { key: minEnd.key, end: /** @type {const} */ ('max'), pair: other };
  }
  return null;
}

/** @param {string} name @param {Set<string>} names */
function rangeOfMin(name, names) {
  for (const [pattern, counterpart] of RANGE_RULES) {
    const match = pattern.exec(name);
    if (!match) continue;
    const [pair, key] = /** @type {(...g: string[]) => string[]} */ (counterpart)(...match.slice(1));
    if (names.has(pair)) return { key, pair };
  }
  return null;
}

/** The labels of the listed rows' properties (the `data` items of the list answer). @param {any} spec @param {any} op */
function rowProperties(spec, op) {
  const response = deref(spec, op.raw.responses?.[op.successCode ?? '200']);
  const schema = deref(spec, response?.content?.['application/json']?.schema);
  const body = schema ? objectProperties(spec, schema) : [];
  const data = body.find((p) => p.name === 'data');
  const items = data?.schema?.items;
  return new Map(items ? objectProperties(spec, items).map((p) => [p.name, p.title ?? p.name]) : []);
}

/** The fields `order_by` accepts (its enum without the leading minus), or null when any field goes. @param {any} spec @param {any} param */
function orderFields(spec, param) {
  const d = describeSchema(spec, param.schema ?? {});
  if (!d.enumValues) return null;
  return [...new Set(d.enumValues.map((/** @type {string} */ v) => String(v).replace(/^-/, '')))];
}
