// @ts-check
import { MESSAGES } from './messages.mjs';
import { listOperations, deref, schemaFile, schemaTags } from './spec.mjs';
import { describeSchema, isYear, isYearMonth, mergeAllOf, objectProperties } from './schema-walk.mjs';

/** A number the Hungarian way, as the portal's number field shows it (src/components/form/inputs.ts). @param {number} n @param {boolean} grouped */
const hungarianNumber = (n, grouped) =>
  new Intl.NumberFormat('hu-HU', { useGrouping: grouped ? 'always' : false, signDisplay: 'negative', maximumFractionDigits: 20 }).format(n);

const q = (/** @type {unknown} */ v) => JSON.stringify(v);

/**
 * Valibot schemas for every request body, with the Hungarian messages of section 5. They check the
 * typed body a form is about to send; forms turn their text inputs into it first.
 * Spec extensions understood: `x-validation: numeric | bank-account`, `x-future-date: true`
 * (a date that must be after today), `x-after: <field>` (a date later than another field's; two
 * date-times say section 8's 'Kezdés ideje kisebb kell legyen, mint vége'), `x-not-before: <field>`
 * (a date on or after another field's: a one-day task or ordainment ends on the day it starts; section
 * 5's end-date message).
 * @param {any} spec
 */
export function generateValidators(spec) {
  const bodies = new Map();
  /** @type {Map<string, Set<string>>} */
  const inlineTags = new Map();
  for (const op of listOperations(spec)) {
    if (!op.bodyType) continue;
    const pathItem = deref(spec, spec.paths[op.path]);
    const body = deref(spec, pathItem[op.method].requestBody);
    const raw = body.content[op.bodyType].schema;
    const name = typeof raw.$ref === 'string' ? raw.$ref.split('/').pop() : `${op.operationId.charAt(0).toUpperCase()}${op.operationId.slice(1)}Body`;
    // The API's type of the body, as openapi-typescript writes it in schema.d.ts.
    const api =
      typeof raw.$ref === 'string' ? `components['schemas']['${name}']` : `NonNullable<operations['${op.operationId}']['requestBody']>['content']['${op.bodyType}']`;
    if (!bodies.has(name)) bodies.set(name, { raw, api });
    if (!raw.$ref) inlineTags.set(name, new Set([op.tag]));
  }
  const tags = new Map([...schemaTags(spec), ...inlineTags]);
  const out = [`export const MESSAGES = ${JSON.stringify(MESSAGES, null, 2)} as const;`, ''];
  const helpers = {
    fill: ["const fill = (text: string, values: Record<string, string | number>) => text.replace(/\\{(\\w+)\\}/g, (_, k: string) => String(values[k] ?? ''));"],
    isCalendarDate: [
      'const isCalendarDate = (value: string) => {',
      "  const [y, m, d] = value.slice(0, 10).split('-').map(Number);",
      '  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));',
      '  return date.getUTCFullYear() === y && date.getUTCMonth() === (m ?? 0) - 1 && date.getUTCDate() === d;',
      '};',
    ],
    // A required number left empty is missing, not mistyped (section 5: 'Ez a mező nem lehet üres').
    numberMessage: [
      'const numberMessage = (issue: { input: unknown }) =>',
      `  issue.input === null || issue.input === undefined || issue.input === '' ? ${q(MESSAGES.required)} : ${q(MESSAGES.numeric)};`,
    ],
    todayIso: [
      'const todayIso = () => {',
      '  const now = new Date();',
      "  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;",
      '};',
    ],
  };
  /** @type {Map<string, string[]>} */
  const byFile = new Map();
  for (const [name, { raw, api }] of [...bodies.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const file = schemaFile(tags, name);
    if (!byFile.has(file)) byFile.set(file, []);
    const schemas = /** @type {string[]} */ (byFile.get(file));
    schemas.push(
      `export const ${name}Schema = ${objectSchema(spec, raw, '', typeof raw.$ref === 'string')};`,
      // The checked body is the API's body, both ways: a drift between the two fails the type check here.
      `export type ${name}Body = Fits<${api}, Fits<v.InferOutput<typeof ${name}Schema>, ${api}>>;`,
      '',
    );
  }
  out.push(
    "/** `Out`, which must fit `Api`: a body schema's output that drifted from the API's type of the body fails the type check where this is used. */",
    'export type Fits<Out extends Api, Api> = Out;',
  );
  for (const lines of Object.values(helpers)) out.push(`export ${lines[0]}`, ...lines.slice(1));
  /** @type {Map<string, string>} */
  const files = new Map([['helpers', out.join('\n') + '\n']]);
  for (const [file, schemas] of byFile) {
    const body = schemas.join('\n');
    const used = Object.keys(helpers).filter((name) => body.includes(`${name}(`) || body.includes(`(${name},`));
    const apiTypes = ['components', 'operations'].filter((name) => body.includes(`${name}[`));
    files.set(
      file,
      [
        "import * as v from 'valibot';",
        `import type { ${apiTypes.join(', ')} } from '../schema';`,
        used.length ? `import { ${used.join(', ')}, type Fits } from './helpers';` : "import type { Fits } from './helpers';",
        '',
        body,
      ].join('\n'),
    );
  }
  return files;
}

/**
 * An object's checks: its writable properties, then the `x-after` comparisons forwarded to their
 * field. The same for a request body and for one item of an array of objects (a line), so a line's
 * cells get the checks of top-level fields, their messages keyed 'tasks.0.hours'.
 * `named` says the object is a named schema (or inside one), whose defaulted properties the API types
 * as always present (openapi-typescript's defaultNonNullable); an inline request body's are optional.
 * @param {any} spec @param {any} raw @param {string} indent @param {boolean} named
 */
function objectSchema(spec, raw, indent, named) {
  const isItem = indent !== '';
  const resolved = deref(spec, raw) ?? {};
  const rawProps = (Array.isArray(resolved.allOf) ? mergeAllOf(spec, resolved) : resolved).properties ?? {};
  // An item's untyped value (an extra field's answer, whose type its definition gives) is its block's to check.
  const props = objectProperties(spec, raw)
    .filter((p) => !p.readOnly)
    .map((p) => ({
      ...p,
      untypedItem: isItem && p.type === 'unknown',
      hasDefault: named && rawProps[p.name]?.default !== undefined,
      named: named || typeof rawProps[p.name]?.$ref === 'string',
    }));
  const lines = ['v.pipe(', '  v.looseObject({'];
  for (const p of props) lines.push(`    ${q(p.name)}: ${fieldSchema(spec, p, `${indent}    `)},`);
  // The object's message is what valibot reports for a missing key: the required message.
  lines.push(`  }, ${q(MESSAGES.required)}),`);
  for (const p of props) {
    const sameDay = !p.schema['x-after'] && Boolean(p.schema['x-not-before']);
    const after = p.schema['x-after'] ?? p.schema['x-not-before'];
    if (!after) continue;
    lines.push(
      '  v.forward(',
      `    v.partialCheck([[${q(after)}], [${q(p.name)}]], (input: Record<string, unknown>) => {`,
      `      const start = input[${q(after)}], end = input[${q(p.name)}];`,
      `      return typeof start !== 'string' || typeof end !== 'string' || !start || !end || end ${sameDay ? '>=' : '>'} start;`,
      `    }, ${q(p.format === 'date-time' ? MESSAGES.startTimeBeforeEnd : MESSAGES.afterStart)}),`,
      `    [${q(p.name)}],`,
      '  ),',
    );
  }
  lines.push(')');
  return lines.map((line, i) => (i === 0 ? line : `${indent}${line}`)).join('\n');
}

/**
 * A field's check, optional and nullable exactly as the spec (and so the API's type) says: a missing
 * defaulted field takes its default, as the server would.
 * @param {any} spec @param {any} p @param {string} indent
 */
function fieldSchema(spec, p, indent) {
  if (p.untypedItem) return 'v.unknown()';
  const mustFill = p.required && !p.nullable;
  const inner = baseSchema(spec, p, mustFill, indent);
  const typed = p.nullable ? `v.nullable(${inner})` : inner;
  if (p.required) return typed;
  return p.hasDefault ? `v.optional(${typed}, ${q(p.default)})` : `v.optional(${typed})`;
}

/**
 * One item of an array: an object's own checks (a line), or a scalar's (a list of ids is a list of
 * integers). Files and untyped items are not checked here.
 * @param {any} spec @param {any} rawItems @param {string} indent @param {boolean} named
 */
function itemSchema(spec, rawItems, indent, named) {
  if (!rawItems) return 'v.unknown()';
  const item = { name: '', required: true, named: named || typeof rawItems.$ref === 'string', ...describeSchema(spec, rawItems) };
  if (item.type === 'object' && item.schema.properties) return objectSchema(spec, item.schema, indent, item.named);
  if (item.type === 'unknown' || item.type === 'object' || item.type === 'array' || item.format === 'binary') return 'v.unknown()';
  return fieldSchema(spec, item, indent);
}

/** @type {Record<string, string>} */
const PLAIN = {
  string: 'v.string()',
  number: 'v.number()',
  integer: 'v.pipe(v.number(), v.integer())',
  boolean: 'v.boolean()',
};

/** @param {any} spec @param {any} p @param {boolean} mustFill @param {string} indent */
function baseSchema(spec, p, mustFill, indent) {
  const s = p.schema;
  const req = q(MESSAGES.required);
  // A value of several types (a survey answer: text, number or yes/no) is checked for one of them.
  const types = Array.isArray(s.type) ? s.type.filter((/** @type {string} */ t) => t !== 'null') : [];
  if (types.length > 1) return `v.union([${types.map((/** @type {string} */ t) => PLAIN[t] ?? 'v.unknown()').join(', ')}], ${req})`;
  if (p.enumValues) return `v.picklist(${q(p.enumValues)}, ${mustFill ? req : q(MESSAGES.choice)})`;
  switch (p.type) {
    case 'string': {
      if (p.format === 'binary') return `v.instance(Blob, ${req})`;
      const pipe = [`v.string(${req})`];
      if (mustFill) pipe.push(`v.nonEmpty(${req})`);
      if (typeof s.minLength === 'number' && s.minLength > 1) pipe.push(`v.minLength(${s.minLength}, fill(${q(MESSAGES.minLength)}, { n: ${s.minLength} }))`);
      if (typeof s.maxLength === 'number') pipe.push(`v.maxLength(${s.maxLength}, fill(${q(MESSAGES.maxLength)}, { n: ${s.maxLength} }))`);
      if (p.format === 'email') pipe.push(`v.email(${q(MESSAGES.email)})`);
      // A day the calendar has not (2027-02-31) is said so; only a text of the right form is asked.
      const calendarDay = `v.check((value) => !/^\\d{4}-\\d{2}-\\d{2}/.test(value) || isCalendarDate(value), ${q(MESSAGES.impossibleDate)})`;
      if (p.format === 'date') pipe.push(`v.regex(/^\\d{4}-\\d{2}-\\d{2}$/, ${q(MESSAGES.date)})`, calendarDay);
      if (p.format === 'date-time') pipe.push(`v.regex(/^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}/, ${q(MESSAGES.dateTime)})`, calendarDay);
      if (s['x-future-date']) pipe.push(`v.check((value) => value.slice(0, 10) > todayIso(), ${q(MESSAGES.futureDate)})`);
      if (s['x-validation'] === 'numeric') pipe.push(`v.regex(/^[0-9]*$/, ${q(MESSAGES.numeric)})`);
      else if (s['x-validation'] === 'bank-account') pipe.push(`v.regex(/^\\d{8}-\\d{8}(-\\d{8})?$/, ${q(MESSAGES.bankAccount)})`);
      else if (s.pattern) pipe.push(`v.regex(new RegExp(${q(s.pattern)}), ${q(isYearMonth(p) ? MESSAGES.yearMonth : MESSAGES.pattern)})`);
      return pipe.length === 1 ? pipe[0] : `v.pipe(${pipe.join(', ')})`;
    }
    case 'integer':
    case 'number': {
      const pipe = ['v.number((issue) => numberMessage(issue))'];
      if (p.type === 'integer') pipe.push(`v.integer(${q(MESSAGES.numeric)})`);
      // The bound as the field shows numbers: '0,001', '4 500'; a year ungrouped, '2000'.
      const bound = (/** @type {number} */ n) => q(hungarianNumber(n, !isYear(p.name ?? '', p)));
      if (typeof s.minimum === 'number') pipe.push(`v.minValue(${s.minimum}, fill(${q(MESSAGES.min)}, { min: ${bound(s.minimum)} }))`);
      if (typeof s.maximum === 'number') pipe.push(`v.maxValue(${s.maximum}, fill(${q(MESSAGES.max)}, { max: ${bound(s.maximum)} }))`);
      return pipe.length === 1 ? pipe[0] : `v.pipe(${pipe.join(', ')})`;
    }
    case 'boolean':
      return `v.boolean(${req})`;
    case 'object':
      // A nested object (an address) gets its properties' checks, keyed 'address.zip'.
      if (s.properties) return objectSchema(spec, s, `${indent}  `, p.named);
      break;
    case 'array': {
      const minItems = typeof s.minItems === 'number' ? s.minItems : 0;
      const array = `v.array(${itemSchema(spec, s.items, indent, p.named)}, ${req})`;
      return minItems > 0 ? `v.pipe(${array}, v.minLength(${minItems}, ${q(MESSAGES.emptyList)}))` : array;
    }
  }
  return mustFill ? `v.custom<{}>((value) => value !== null && value !== undefined && value !== '', ${req})` : 'v.unknown()';
}
