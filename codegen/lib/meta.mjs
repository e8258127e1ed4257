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
  /** @type {Map<string, string[]>} */
  const files = new Map([['types', types]]);
  for (const [name, raw] of Object.entries(spec.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const props = objectProperties(spec, raw);
    if (!props.length) continue;
    const file = schemaFile(tags, name);
    if (!files.has(file)) files.set(file, ["import type { SchemaMeta } from './types';", '']);
    const out = /** @type {string[]} */ (files.get(file));
    const title = describeSchema(spec, raw).title ?? name;
    out.push(`export const ${name}Meta = {`, `  title: ${JSON.stringify(title)},`, '  fields: {');
    for (const p of props) {
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
      out.push(`    ${JSON.stringify(p.name)}: ${JSON.stringify(meta)},`);
    }
    out.push('  },', `} as const satisfies SchemaMeta;`, '');
  }
  return new Map([...files].map(([file, lines]) => [file, lines.join('\n')]));
}

/** @param {string} type @returns {string} */
function kindOf(type) {
  return ['string', 'integer', 'number', 'boolean', 'array', 'object'].includes(type) ? type : 'unknown';
}
