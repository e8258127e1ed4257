// @ts-check
import { objectProperties } from './schema-walk.mjs';
import { deref, listOperations, schemaFile, schemaTags } from './spec.mjs';

const SHAPES = [
  { action: 'list', method: 'get', suffix: '' },
  { action: 'create', method: 'post', suffix: '' },
  { action: 'get', method: 'get', suffix: '{id}/' },
  { action: 'update', method: 'put', suffix: '{id}/' },
  { action: 'update', method: 'patch', suffix: '{id}/' },
  { action: 'delete', method: 'delete', suffix: '{id}/' },
  { action: 'export', method: 'get', suffix: 'export/' },
  { action: 'all', method: 'get', suffix: 'mind/' },
];

const lower = (/** @type {string} */ s) => s.charAt(0).toLowerCase() + s.slice(1);
const camel = (/** @type {string} */ tag) => tag.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const q = (/** @type {unknown} */ v) => JSON.stringify(v);

const THEN = ['merge', 'open-created', 'list', 'refresh'];
const VISIBLE_KEYS = ['states', 'when', 'permission', 'assignee', 'canEditDetails'];
const ACTION_KEYS = ['id', 'label', 'confirm', 'tone', 'input', 'choices', 'visible', 'then', 'opens', 'toast'];

/** The types the generated record actions satisfy; the details screen's action block reads them. */
const TYPES = `import type { UseQueryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { SchemaMeta } from '../meta/types';
import type { InvalidationKey } from '../runtime';

/** What an action is called with: the record, and the body its input form produced (none without input). */
export interface RecordActionVars {
  path: { id: number };
  body?: Record<string, unknown>;
}

/**
 * The generated mutation-option factory of the action's call. Method syntax keeps the parameters
 * bivariant, so each call's own body type fits; the body sent is the output of the action's input schema.
 */
export interface RecordActionMutation {
  mutationKey: readonly unknown[];
  mutationFn(vars: RecordActionVars): Promise<unknown>;
  meta: { invalidates(vars: RecordActionVars): InvalidationKey[] };
}

/** A choice a field of an action's input is picked from (an item of a GET under the record). */
export interface RecordActionChoice {
  id: number;
  name: string;
}

// The key type is open on purpose: each GET's factory has its own precise key tuple.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RecordActionChoices = (vars: { path: { id: number } }) => UseQueryOptions<RecordActionChoice[], Error, RecordActionChoice[], any>;

export interface RecordActionInput {
  /** Labels, kinds and limits of the request body's fields. */
  readonly meta: SchemaMeta;
  /** The request body's valibot schema (section 5 messages). */
  readonly schema: v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;
  /** The fields the form asks for, in order. */
  readonly fields: readonly string[];
  /** Fields chosen from a list the record offers, by field. */
  readonly choices?: Readonly<Record<string, RecordActionChoices>>;
}

/** When an action is offered (besides never to a read-only user). */
export interface RecordActionVisibility {
  /** The record's state is one of these. */
  readonly states?: readonly string[];
  /** Fields of the record that hold these values. */
  readonly when?: Readonly<Record<string, string | number | boolean | null>>;
  /** A permission the user holds. */
  readonly permission?: string;
  /** Only to who may decide the record's current step. */
  readonly assignee?: boolean;
  /** Only while the record's verification step lets its details be edited (where it has one). */
  readonly canEditDetails?: boolean;
}

/**
 * What follows a successful call: the answer merged into the cached record and its list rows,
 * the created record opened, back to the list, or the record refetched.
 */
export type RecordActionThen = 'merge' | 'open-created' | 'list' | 'refresh';

/** One extra call on a record (x-record-action in the spec). */
export interface RecordActionDeclaration {
  readonly id: string;
  readonly label: string;
  /** The question asked before the call; without it (and without input) the call goes at once. */
  readonly confirm?: string;
  readonly tone?: 'danger';
  readonly input?: RecordActionInput;
  readonly visible: RecordActionVisibility;
  readonly then: RecordActionThen;
  /** The entity open-created opens when it is not this record's. */
  readonly opens?: string;
  readonly toast: string;
  readonly mutation: () => RecordActionMutation;
}
`;

/**
 * One object per record (`x-entity`) naming its common-pattern calls by role, so the generic list,
 * form and panel screens take a record's API as one value: queries as query-option factories,
 * changes as mutation-option factories, downloads (export, preview) as fetchers. Calls declared
 * with `x-record-action` are listed under `actions`, each with its input form, visibility and follow-up.
 * @param {any} spec
 */
export function generateRecords(spec) {
  const ops = listOperations(spec);
  const tags = schemaTags(spec);
  const entities = new Set(
    Object.values(spec.paths)
      .map((item) => deref(spec, item)['x-entity'])
      .filter(Boolean),
  );
  const bases = Object.entries(spec.paths)
    .filter(([, item]) => deref(spec, item)['x-entity'])
    .map(([path, item]) => ({ path, entity: deref(spec, item)['x-entity'] }))
    .sort((a, b) => b.path.length - a.path.length);
  /** @type {Map<string, { lines: string[]; imports: Set<string> }>} */
  const byTag = new Map();
  for (const base of [...bases].sort((a, b) => a.entity.localeCompare(b.entity))) {
    const tag = ops.find((o) => o.path === base.path)?.tag ?? 'untagged';
    if (!byTag.has(tag)) byTag.set(tag, { lines: [], imports: new Set() });
    const out = /** @type {{ lines: string[]; imports: Set<string> }} */ (byTag.get(tag));
    const owned = ops.filter((o) => bases.find((b) => o.path.startsWith(b.path)) === base);
    const entries = [];
    const actions = [];
    for (const op of owned) {
      const raw = deref(spec, deref(spec, spec.paths[op.path])[op.method]);
      if (raw['x-record-action']) actions.push(recordAction(spec, { op, raw, base, owned, tags, entities, imports: out.imports }));
      const action = raw['x-action'] ?? SHAPES.find((s) => s.method === op.method && op.path === base.path + s.suffix)?.action;
      if (!action || entries.some(([a]) => a === action)) continue;
      const kind = op.binary ? '' : op.mutation ? 'Mutation' : 'Query';
      entries.push([action, `${camel(op.tag)}.${op.operationId}${kind}`]);
    }
    const ids = actions.map((a) => a.id);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) throw new Error(`${base.entity}: two record actions are named ${twice}`);
    const name = lower(base.entity);
    if (actions.length) {
      out.imports.add("import type { RecordActionDeclaration } from './types';");
      out.lines.push(`const ${name}Actions = [`, ...actions.flatMap((a) => a.lines), '] as const satisfies readonly RecordActionDeclaration[];', '');
    }
    out.lines.push(
      `/** ${base.path} */`,
      `export const ${name}Api = {`,
      `  entity: '${base.entity}',`,
      `  basePath: '${base.path}',`,
      ...entries.map(([action, ref]) => `  ${action}: ${ref},`),
      ...(actions.length ? [`  actions: ${name}Actions,`] : []),
      '} as const;',
      '',
    );
  }
  /** @type {Map<string, string>} */
  const files = new Map([['types', TYPES]]);
  for (const [tag, { lines, imports }] of byTag) {
    const body = lines.join('\n');
    const used = [...new Set([...body.matchAll(/\b([a-zA-Z]+)\.\w+(Query|Mutation)?[,\s}]/g)].map((m) => m[1]))].filter((name) =>
      ops.some((o) => camel(o.tag) === name),
    );
    const apiImports = used.sort().map((name) => `import * as ${name} from '../api/${ops.find((o) => camel(o.tag) === name)?.tag}';`);
    files.set(tag, [...apiImports, ...[...imports].sort(), '', body].join('\n'));
  }
  return files;
}

/**
 * One `x-record-action` as a generated declaration, checked against the spec: its input fields exist
 * in the request body, its choices are GETs under the record, its follow-up fits the answer.
 * @param {any} spec
 * @param {{ op: any; raw: any; base: { path: string; entity: string }; owned: any[]; tags: Map<string, Set<string>>; entities: Set<string>; imports: Set<string> }} ctx
 */
function recordAction(spec, { op, raw, base, owned, tags, entities, imports }) {
  const ext = raw['x-record-action'];
  const where = `${op.method.toUpperCase()} ${op.path} x-record-action`;
  const fail = (/** @type {string} */ message) => {
    throw new Error(`${where}: ${message}`);
  };
  for (const key of Object.keys(ext)) if (!ACTION_KEYS.includes(key)) fail(`unknown key ${key}`);
  const id = ext.id ?? raw['x-action'];
  if (!id) fail('needs an id (or an x-action)');
  if (!op.mutation) fail('a record action must be a call that changes something');
  if (!op.path.startsWith(`${base.path}{id}/`)) fail(`must be under ${base.path}{id}/`);
  if (typeof ext.label !== 'string' || typeof ext.toast !== 'string') fail('needs a label and a toast');
  if (!THEN.includes(ext.then)) fail(`then must be one of ${THEN.join(', ')}`);
  if (ext.tone !== undefined && ext.tone !== 'danger') fail('tone can only be danger');
  const visible = ext.visible ?? {};
  for (const key of Object.keys(visible)) if (!VISIBLE_KEYS.includes(key)) fail(`unknown visibility rule ${key}`);
  const states = spec.components?.schemas?.RecordState?.enum ?? [];
  for (const state of visible.states ?? []) if (!states.includes(state)) fail(`unknown state ${state}`);

  const successCode = op.successCode;
  const success = successCode ? deref(spec, raw.responses[successCode]) : null;
  const answer = success?.content?.['application/json']?.schema;
  const answerFields = answer ? objectProperties(spec, answer).map((p) => p.name) : [];
  if ((ext.then === 'merge' || ext.then === 'open-created') && !answerFields.includes('id')) fail(`then: ${ext.then} needs an answer with an id`);
  if (ext.opens !== undefined && (ext.then !== 'open-created' || !entities.has(ext.opens))) fail('opens names the x-entity an open-created action opens');

  const lines = ['  {', `    id: ${q(id)},`, `    label: ${q(ext.label)},`];
  if (ext.confirm) lines.push(`    confirm: ${q(ext.confirm)},`);
  if (ext.tone) lines.push(`    tone: ${q(ext.tone)},`);
  if (op.bodyType) {
    const body = deref(spec, raw.requestBody).content[op.bodyType].schema;
    if (typeof body.$ref !== 'string') fail('the request body must be a named schema (its labels and rules are generated)');
    const name = body.$ref.split('/').pop();
    const writable = objectProperties(spec, body)
      .filter((p) => !p.readOnly)
      .map((p) => p.name);
    const fields = ext.input ?? writable;
    for (const field of fields) if (!writable.includes(field)) fail(`input field ${field} is not a writable field of ${name}`);
    const file = schemaFile(tags, name);
    imports.add(`import { ${name}Meta } from '../meta/${file}';`);
    imports.add(`import { ${name}Schema } from '../validators/${file}';`);
    lines.push(`    input: {`, `      meta: ${name}Meta,`, `      schema: ${name}Schema,`, `      fields: ${q(fields)},`);
    const choices = Object.entries(ext.choices ?? {});
    if (choices.length) {
      const refs = choices.map(([field, source]) => {
        if (!fields.includes(field)) fail(`choices name ${field}, which is not an input field`);
        const list = owned.find((o) => o.operationId === source);
        if (!list || list.method !== 'get' || list.mutation || list.binary || !list.path.startsWith(`${base.path}{id}/`))
          fail(`choices of ${field}: ${source} is not a GET under the record`);
        return `${field}: ${camel(list.tag)}.${source}Query`;
      });
      lines.push(`      choices: { ${refs.join(', ')} },`);
    }
    lines.push('    },');
  } else if (ext.input?.length || ext.choices) fail('input needs a request body');
  const rules = [];
  if (visible.states) rules.push(`states: ${q(visible.states)}`);
  if (visible.when) rules.push(`when: ${q(visible.when)}`);
  if (visible.permission) rules.push(`permission: ${q(visible.permission)}`);
  if (visible.assignee) rules.push('assignee: true');
  if (visible.canEditDetails) rules.push('canEditDetails: true');
  lines.push(`    visible: { ${rules.join(', ')} },`.replace('{  }', '{}'));
  lines.push(`    then: ${q(ext.then)},`);
  if (ext.opens) lines.push(`    opens: ${q(ext.opens)},`);
  lines.push(`    toast: ${q(ext.toast)},`, `    mutation: ${camel(op.tag)}.${op.operationId}Mutation,`, '  },');
  return { id, lines };
}
