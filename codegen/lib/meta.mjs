// @ts-check
import { describeSchema, isYear, isYearMonth, objectProperties } from './schema-walk.mjs';
import { listOperations, schemaFile, schemaTags } from './spec.mjs';

/**
 * For each object schema: its Hungarian title and, per property, the label, kind, format, enum
 * value labels, limits and default, so forms and list columns are generated rather than written.
 * @param {any} spec
 */
export function generateMeta(spec) {
  const types = [];
  types.push(
    "export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';",
    'export interface FieldMeta {',
    '  readonly label: string;',
    '  readonly kind: FieldKind;',
    '  readonly format?: string;',
    '  readonly required?: true;',
    '  readonly nullable?: true;',
    '  readonly readOnly?: true;',
    '  readonly writeOnly?: true;',
    '  readonly enumLabels?: Readonly<Record<string, string>>;',
    '  /** Names of known codes of a free-text field (x-value-labels), shown instead of the code. */',
    '  readonly valueLabels?: Readonly<Record<string, string>>;',
    '  readonly ref?: string;',
    '  readonly minimum?: number;',
    '  readonly maximum?: number;',
    '  readonly minLength?: number;',
    '  readonly maxLength?: number;',
    '  readonly default?: unknown;',
    '  readonly multiline?: true;',
    '  /** A foreign key: where its chooser takes its options (x-lookup). */',
    '  readonly lookup?: LookupMeta;',
    "  /** A date or date-time a new record's form starts with today's date or the current time (x-default: now). */",
    '  readonly defaultNow?: true;',
    '  /** The field this date or time must be later than (x-after): the start of the range it ends. */',
    '  readonly after?: string;',
    "  /** The unit shown beside a number (x-unit), e.g. 'Ft' for money. */",
    '  readonly unit?: string;',
    "  /** A calendar year (x-year, or an integer named year or …_year): shown without digit grouping, '2026'. */",
    '  readonly year?: true;',
    "  /** A year and a month, 'YYYY-MM' (a string with the year-month pattern): the year-month field. */",
    '  readonly yearMonth?: true;',
    '  /** An object property: its own fields. */',
    '  readonly fields?: { readonly [name: string]: FieldMeta };',
    '  /** An array of objects: the fields of one item. */',
    '  readonly items?: SchemaMeta;',
    '}',
    'export interface LookupMeta {',
    '  /** A named lookup (institutions, employments, ownUsers, referents, hrReferents), `static:<key>` or the operationId of a `mind/` GET. */',
    '  readonly source: string;',
    '  /** Another field of the same form whose value filters the options. */',
    '  readonly dependsOn?: string;',
    '  /**',
    "   * A free-option search: the call's query parameters, each filled from a field of the form (asked once",
    '   * every such field is set), from the saved record (`$id`, `$saved.<field>`, sent when there is one), or a',
    "   * fixed value written after `=` (`state: '=closed'`).",
    '   */',
    '  readonly query?: Readonly<Record<string, string>>;',
    "  /** How an option reads, from its item's fields: `'{type}, {plate_number}, {person_count} fő'`. */",
    '  readonly label?: string;',
    '}',
    'export interface SchemaMeta<F extends string = string> {',
    '  readonly title: string;',
    '  readonly fields: { readonly [K in F]: FieldMeta };',
    '}',
    '',
  );
  const tags = schemaTags(spec);
  const schemas = spec.components?.schemas ?? {};
  /** @type {Map<string, Record<string, Record<string, unknown>>>} every schema's fields, merged */
  const metas = new Map();
  const propsOf = new Map(Object.entries(schemas).map(([name, raw]) => [name, objectProperties(spec, raw)]));
  const named = new Set([...propsOf].filter(([, props]) => props.length).map(([name]) => name));
  for (const name of named) metas.set(name, Object.fromEntries((propsOf.get(name) ?? []).map((p) => [p.name, fieldMeta(spec, p, named)])));
  /** @type {Map<string, string[]>} */
  const files = new Map([['types', types]]);
  /** @type {Map<string, Set<string>>} */
  const imports = new Map();
  const baseNames = (/** @type {any} */ raw) =>
    (raw.allOf ?? [])
      .map((/** @type {any} */ part) => (typeof part.$ref === 'string' ? part.$ref.split('/').pop() : null))
      .filter((/** @type {string | null} */ ref) => ref && metas.has(ref));
  // Alphabetical, except that a schema's parts and the schemas its fields reference come before it
  // (a constant is used after its declaration). A reference that closes a loop is dropped.
  /** @type {string[]} */
  const order = [];
  /** @type {Set<string>} */
  const visiting = new Set();
  const visit = (/** @type {string} */ name) => {
    if (order.includes(name) || !metas.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const base of baseNames(schemas[name])) visit(base);
    const fields = /** @type {Record<string, Record<string, unknown>>} */ (metas.get(name));
    for (const [field, meta] of Object.entries(fields)) {
      for (const ref of referencedSchemas(meta)) {
        visit(ref);
        if (!order.includes(ref)) {
          delete meta.fields;
          delete meta.items;
          fields[field] = meta;
        }
      }
    }
    visiting.delete(name);
    order.push(name);
  };
  Object.keys(schemas)
    .sort((a, b) => a.localeCompare(b))
    .forEach(visit);
  for (const name of order) {
    const raw = schemas[name];
    const fields = /** @type {Record<string, Record<string, unknown>>} */ (metas.get(name));
    const file = schemaFile(tags, name);
    if (!files.has(file)) files.set(file, []);
    const out = /** @type {string[]} */ (files.get(file));
    const title = describeSchema(spec, raw).title ?? name;
    // A schema composed with allOf reuses its parts' labels: only what it adds or changes is written.
    const bases = baseNames(raw);
    const inherited = Object.assign({}, ...bases.map((/** @type {string} */ b) => metas.get(b)));
    out.push(`export const ${name}Meta = {`, `  title: ${JSON.stringify(title)},`, '  fields: {');
    for (const base of bases) {
      out.push(`    ...${base}Meta.fields,`);
      const baseFile = schemaFile(tags, base);
      if (baseFile !== file) {
        if (!imports.has(file)) imports.set(file, new Set());
        imports.get(file)?.add(`import { ${base}Meta } from './${baseFile}';`);
      }
    }
    const importMeta = (/** @type {string} */ other) => {
      const otherFile = schemaFile(tags, other);
      if (otherFile === file) return;
      if (!imports.has(file)) imports.set(file, new Set());
      imports.get(file)?.add(`import { ${other}Meta } from './${otherFile}';`);
    };
    for (const [field, meta] of Object.entries(fields)) {
      if (JSON.stringify(inherited[field]) === JSON.stringify(meta)) continue;
      referencedSchemas(meta).forEach(importMeta);
      out.push(`    ${JSON.stringify(field)}: ${emit(meta)},`);
    }
    out.push('  },', `} as const satisfies SchemaMeta;`, '');
  }
  files.set('lookups', lookupLoaders(spec, metas));
  return new Map(
    [...files].map(([file, lines]) =>
      file === 'types' || file === 'lookups'
        ? [file, lines.join('\n')]
        : [file, ["import type { SchemaMeta } from './types';", ...[...(imports.get(file) ?? [])].sort(), '', ...lines].join('\n')],
    ),
  );
}

/** The bootstrap asset lists a lookup may name (src/features/records/form/lookups.ts resolves them). */
const NAMED_LOOKUPS = ['institutions', 'employments', 'ownUsers', 'referents', 'hrReferents'];

/**
 * The `mind/` GETs that x-lookup names, each loaded with its module's client only when a chooser
 * asks for it, so one module's form does not pull every module.
 * @param {any} spec @param {Map<string, Record<string, any>>} metas
 * @returns {string[]}
 */
function lookupLoaders(spec, metas) {
  /** @type {Set<string>} */
  const sources = new Set();
  /** @type {Map<string, string[]>} the query parameters each free-option search fills */
  const queries = new Map();
  const collect = (/** @type {Record<string, any>} */ fields) => {
    for (const meta of Object.values(fields)) {
      if (meta.lookup) sources.add(meta.lookup.source);
      if (meta.lookup?.query) queries.set(meta.lookup.source, Object.keys(meta.lookup.query));
      if (typeof meta.fields === 'object') collect(meta.fields);
      if (typeof meta.items === 'object') collect(meta.items.fields);
    }
  };
  for (const fields of metas.values()) collect(fields);
  // A list filter's chooser (x-lookup on a query parameter) loads through the same loaders.
  for (const op of listOperations(spec)) {
    for (const param of op.queryParams) {
      const lookup = param.schema?.['x-lookup'];
      if (lookup) sources.add(typeof lookup === 'string' ? lookup : lookup.source);
    }
  }
  const ops = new Map(listOperations(spec).map((op) => [op.operationId, op]));
  /** @type {Map<string, string[]>} the request types a free-option search names, by module */
  const types = new Map();
  const lines = [
    '/**',
    ' * Loaders of the lists that x-lookup names, by operationId; each imports its module on first use. A',
    " * free-option search (x-lookup `query`) passes the query its chooser filled from the form's fields.",
    ' */',
    'export const lookupLoaders: Readonly<Record<string, (signal?: AbortSignal, query?: Readonly<Record<string, unknown>>) => Promise<unknown>>> = {',
  ];
  for (const source of [...sources].sort()) {
    if (NAMED_LOOKUPS.includes(source) || source.startsWith('static:')) continue;
    const op = ops.get(source);
    if (!op) throw new Error(`x-lookup ${source}: neither a named lookup (${NAMED_LOOKUPS.join(', ')}), static:<key> nor an operationId`);
    if (op.method !== 'get' || op.pathParams.length) throw new Error(`x-lookup ${source}: a lookup must name a GET without path parameters`);
    const query = queries.get(source);
    if (!query) {
      lines.push(`  ${source}: (signal) => import('../api/${op.tag}').then((m) => m.${source}({}, signal)),`);
      continue;
    }
    const known = op.queryParams.map((/** @type {any} */ p) => p.name);
    for (const param of query) if (!known.includes(param)) throw new Error(`x-lookup ${source}: ${param} is not a query parameter of the call`);
    const vars = `${source[0].toUpperCase()}${source.slice(1)}Variables`;
    types.set(op.tag, [...(types.get(op.tag) ?? []), vars]);
    // The chooser fills the call's parameters by name from the form's fields (checked above against the call).
    lines.push(`  ${source}: (signal, query) => import('../api/${op.tag}').then((m) => m.${source}({ query: query as ${vars}['query'] }, signal)),`);
  }
  lines.push('};', '');
  const imports = [...types].sort(([a], [b]) => a.localeCompare(b)).map(([tag, names]) => `import type { ${names.sort().join(', ')} } from '../api/${tag}';`);
  return imports.length ? [...imports, '', ...lines] : lines;
}

/** Placeholders for another schema's generated constant; `emit` turns them into references. */
const REF_FIELDS = '@meta-fields:';
const REF_META = '@meta:';

/**
 * @param {any} spec
 * @param {any} p one property as describeSchema gives it
 * @param {Set<string>} named schemas with their own generated constant (nested ones are referenced, not copied)
 * @returns {Record<string, unknown>}
 */
function fieldMeta(spec, p, named) {
  const meta = /** @type {Record<string, unknown>} */ ({ label: p.title ?? p.name, kind: kindOf(p.type) });
  if (p.format) meta.format = p.format;
  if (p.required) meta.required = true;
  if (p.nullable) meta.nullable = true;
  if (p.readOnly) meta.readOnly = true;
  if (p.writeOnly) meta.writeOnly = true;
  if (p.enumValues) meta.enumLabels = Object.fromEntries(p.enumValues.map((/** @type {string} */ v) => [v, p.enumLabels?.[v] ?? String(v)]));
  if (p.schema['x-value-labels']) meta.valueLabels = p.schema['x-value-labels'];
  if (p.ref) meta.ref = p.ref;
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength']) if (typeof p.schema[key] === 'number') meta[key] = p.schema[key];
  if (p.default !== undefined) meta.default = p.default;
  if (p.schema['x-default'] === 'now') meta.defaultNow = true;
  if (typeof p.schema['x-after'] === 'string') meta.after = p.schema['x-after'];
  if (p.schema['x-multiline']) meta.multiline = true;
  const lookup = p.schema['x-lookup'] ?? p.schema.items?.['x-lookup'];
  if (lookup) meta.lookup = typeof lookup === 'string' ? { source: lookup } : lookup;
  if (typeof p.schema['x-unit'] === 'string') meta.unit = p.schema['x-unit'];
  if (isYear(p.name, p)) meta.year = true;
  if (isYearMonth(p)) meta.yearMonth = true;
  if (p.type === 'object') {
    if (p.ref && named.has(p.ref)) meta.fields = REF_FIELDS + p.ref;
    else if (!p.ref) {
      const props = objectProperties(spec, p.schema);
      if (props.length) meta.fields = Object.fromEntries(props.map((q) => [q.name, fieldMeta(spec, q, named)]));
    }
  } else if (p.type === 'array' && p.schema.items) {
    const item = describeSchema(spec, p.schema.items);
    if (item.type === 'object' && item.ref && named.has(item.ref)) meta.items = REF_META + item.ref;
    else if (item.type === 'object' && !item.ref) {
      const props = objectProperties(spec, item.schema);
      if (props.length) meta.items = { title: item.title ?? p.title ?? p.name, fields: Object.fromEntries(props.map((q) => [q.name, fieldMeta(spec, q, named)])) };
    }
  }
  return meta;
}

/** The schemas a field map references through its placeholders. @param {unknown} value @returns {string[]} */
function referencedSchemas(value) {
  return [...JSON.stringify(value).matchAll(/"@meta(?:-fields)?:(\w+)"/g)].map((m) => m[1]);
}

/** A field's meta as TypeScript: JSON with the placeholders turned into references. @param {unknown} meta */
function emit(meta) {
  return JSON.stringify(meta)
    .replace(/"@meta-fields:(\w+)"/g, '$1Meta.fields')
    .replace(/"@meta:(\w+)"/g, '$1Meta');
}

/** @param {string} type @returns {string} */
function kindOf(type) {
  return ['string', 'integer', 'number', 'boolean', 'array', 'object'].includes(type) ? type : 'unknown';
}
