// @ts-check
import { deref } from './spec.mjs';

/**
 * Flattens a property schema to what forms and columns need: its kind, format, nullability, enum
 * values and labels, limits, default and Hungarian title. `allOf` is merged; `oneOf [X, null]` is X
 * made nullable.
 * @param {any} spec @param {any} raw
 */
export function describeSchema(spec, raw) {
  let schema = deref(spec, raw) ?? {};
  let nullable = false;
  let ref = typeof raw?.$ref === 'string' ? raw.$ref.split('/').pop() : null;
  const title = raw?.title ?? schema.title;
  // A multipart field carrying JSON (a list in one part) is described by what it carries, so its form
  // field is that list (its lines, lookups, checks); the body encoder sends it as JSON.
  if (schema.contentMediaType === 'application/json' && schema.contentSchema) {
    const carried = deref(spec, schema.contentSchema) ?? {};
    if (typeof schema.contentSchema.$ref === 'string') ref = schema.contentSchema.$ref.split('/').pop();
    const nullableCarrier = Array.isArray(schema.type) && schema.type.includes('null');
    schema = { ...carried, title: schema.title ?? carried.title, ...(nullableCarrier ? { type: [carried.type, 'null'].flat() } : {}) };
  }
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    const variants = schema.oneOf ?? schema.anyOf;
    const nonNull = variants.filter((/** @type {any} */ v) => deref(spec, v)?.type !== 'null');
    nullable = nonNull.length < variants.length;
    if (nonNull.length === 1) {
      ref = typeof nonNull[0].$ref === 'string' ? nonNull[0].$ref.split('/').pop() : ref;
      schema = { ...deref(spec, nonNull[0]), title: title ?? deref(spec, nonNull[0]).title };
    }
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
    // `allOf: [$ref]` beside a title, default or readOnly: the referenced schema with those on top.
    const { allOf, ...siblings } = schema;
    if (typeof allOf[0].$ref === 'string') ref = allOf[0].$ref.split('/').pop();
    schema = { ...deref(spec, allOf[0]), ...siblings };
  } else if (Array.isArray(schema.allOf)) schema = mergeAllOf(spec, schema);
  let type = schema.type;
  if (Array.isArray(type)) {
    nullable = nullable || type.includes('null');
    type = type.find((/** @type {string} */ t) => t !== 'null') ?? 'null';
  }
  const enumValues = Array.isArray(schema.enum) ? schema.enum.filter((/** @type {unknown} */ v) => v !== null) : null;
  if (schema.enum?.includes(null)) nullable = true;
  return {
    schema,
    ref,
    type: type ?? (schema.properties ? 'object' : 'unknown'),
    format: schema.format ?? null,
    nullable,
    title: title ?? schema.title ?? null,
    enumValues,
    enumLabels: schema['x-enum-labels'] ?? null,
    readOnly: Boolean(schema.readOnly || raw?.readOnly),
    writeOnly: Boolean(schema.writeOnly || raw?.writeOnly),
    default: schema.default,
  };
}

/**
 * Whether a number is a calendar year, shown without digit grouping ('2026', not '2 026'): marked
 * `x-year: true` in the spec, or an integer named `year` or `…_year` (`x-year: false` opts out).
 * @param {string} name @param {{ type: string, schema: any }} described
 */
export function isYear(name, described) {
  const marker = described.schema?.['x-year'];
  if (typeof marker === 'boolean') return marker;
  return described.type === 'integer' && /(^|_)year$/.test(name);
}

/** The pattern of a year and a month, 'YYYY-MM' (an invoice's settlement period). */
export const YEAR_MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/**
 * Whether a text is a year and a month ('2026-11'): a string with the year-month pattern, so it
 * gets the year-month field and a message that names the expected form instead of 'Hibás formátum'.
 * @param {{ type: string, schema: any }} described
 */
export function isYearMonth(described) {
  return described.type === 'string' && described.schema?.pattern === YEAR_MONTH_PATTERN;
}

/** @param {any} spec @param {any} schema */
export function mergeAllOf(spec, schema) {
  const merged = { ...schema, properties: { ...(schema.properties ?? {}) }, required: [...(schema.required ?? [])] };
  delete merged.allOf;
  for (const part of schema.allOf) {
    const p = deref(spec, part);
    const flat = Array.isArray(p.allOf) ? mergeAllOf(spec, p) : p;
    Object.assign(merged.properties, flat.properties ?? {});
    merged.required.push(...(flat.required ?? []));
    for (const key of ['title', 'type', 'description']) if (merged[key] === undefined && flat[key] !== undefined) merged[key] = flat[key];
  }
  return merged;
}

/** @param {any} spec @param {any} raw */
export function objectProperties(spec, raw) {
  let schema = deref(spec, raw) ?? {};
  if (Array.isArray(schema.allOf)) schema = mergeAllOf(spec, schema);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => ({ name, required: required.has(name), ...describeSchema(spec, prop) }));
}
