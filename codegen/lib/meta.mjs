// @ts-check
import { describeSchema, objectProperties } from './schema-walk.mjs';
import { schemaFile, schemaTags } from './spec.mjs';

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
    '  readonly ref?: string;',
    '  readonly minimum?: number;',
    '  readonly maximum?: number;',
    '  readonly minLength?: number;',
    '  readonly maxLength?: number;',
    '  readonly default?: unknown;',
    '  readonly multiline?: true;',
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
  for (const [name, raw] of Object.entries(schemas)) {
    const props = objectProperties(spec, raw);
    if (props.length) metas.set(name, Object.fromEntries(props.map((p) => [p.name, fieldMeta(p)])));
  }
  /** @type {Map<string, string[]>} */
  const files = new Map([['types', types]]);
  /** @type {Map<string, Set<string>>} */
  const imports = new Map();
  const baseNames = (/** @type {any} */ raw) =>
    (raw.allOf ?? [])
      .map((/** @type {any} */ part) => (typeof part.$ref === 'string' ? part.$ref.split('/').pop() : null))
      .filter((/** @type {string | null} */ ref) => ref && metas.has(ref));
  // Alphabetical, except that a schema's parts come before it (a constant is used after its declaration).
  /** @type {string[]} */
  const order = [];
  const visit = (/** @type {string} */ name) => {
    if (order.includes(name) || !metas.has(name)) return;
    for (const base of baseNames(schemas[name])) visit(base);
    order.push(name);
  };
  Object.keys(schemas).sort((a, b) => a.localeCompare(b)).forEach(visit);
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
    for (const [field, meta] of Object.entries(fields)) {
      if (JSON.stringify(inherited[field]) !== JSON.stringify(meta)) out.push(`    ${JSON.stringify(field)}: ${JSON.stringify(meta)},`);
    }
    out.push('  },', `} as const satisfies SchemaMeta;`, '');
  }
  return new Map(
    [...files].map(([file, lines]) =>
      file === 'types' ? [file, lines.join('\n')] : [file, ["import type { SchemaMeta } from './types';", ...[...(imports.get(file) ?? [])].sort(), '', ...lines].join('\n')],
    ),
  );
}

/** @param {any} p one property as describeSchema gives it */
function fieldMeta(p) {
  const meta = /** @type {Record<string, unknown>} */ ({ label: p.title ?? p.name, kind: kindOf(p.type) });
  if (p.format) meta.format = p.format;
  if (p.required) meta.required = true;
  if (p.nullable) meta.nullable = true;
  if (p.readOnly) meta.readOnly = true;
  if (p.writeOnly) meta.writeOnly = true;
  if (p.enumValues) meta.enumLabels = Object.fromEntries(p.enumValues.map((/** @type {string} */ v) => [v, p.enumLabels?.[v] ?? String(v)]));
  if (p.ref) meta.ref = p.ref;
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength']) if (typeof p.schema[key] === 'number') meta[key] = p.schema[key];
  if (p.default !== undefined) meta.default = p.default;
  if (p.schema['x-multiline']) meta.multiline = true;
  return meta;
}

/** @param {string} type @returns {string} */
function kindOf(type) {
  return ['string', 'integer', 'number', 'boolean', 'array', 'object'].includes(type) ? type : 'unknown';
}
