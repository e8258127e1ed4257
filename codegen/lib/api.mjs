// @ts-check
import { listOperations } from './spec.mjs';

const pascal = (/** @type {string} */ s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The typed data-access layer: for every operation a fetcher, and a query-option factory (GET with
 * a JSON answer) or a mutation-option factory (everything else). Query keys are
 * [operationId, {path, query}], so a prefix such as [operationId] or [operationId, {path}] matches
 * every variant; mutations name the exact keys they make stale.
 * @param {any} spec
 */
export function generateApi(spec) {
  const ops = listOperations(spec);
  const byId = new Map(ops.map((o) => [o.operationId, o]));
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const tag of [...new Set(ops.map((o) => o.tag))].sort()) {
    files.set(
      tag,
      generateTag(
        ops.filter((o) => o.tag === tag),
        ops,
        byId,
      ),
    );
  }
  return files;
}

/** @param {any[]} tagOps @param {any[]} ops @param {Map<string, any>} byId */
function generateTag(tagOps, ops, byId) {
  const out = [];

  for (const op of tagOps) {
    const id = op.operationId;
    const P = pascal(id);
    const opType = `operations['${id}']`;
    const fields = [];
    if (op.pathParams.length) fields.push(`path: ${opType}['parameters']['path']`);
    if (op.queryParams.length) {
      const required = op.queryParams.some((/** @type {any} */ p) => p.required);
      fields.push(`query${required ? '' : '?'}: NonNullable<${opType}['parameters']['query']>`);
    }
    if (op.bodyType) {
      const wrap = op.bodyType === 'multipart/form-data' ? 'Multipart' : 'Json';
      fields.push(`body${op.bodyRequired ? '' : '?'}: ${wrap}<NonNullable<${opType}['requestBody']>>`);
    }
    const hasVars = fields.length > 0;
    const varsOptional = hasVars && !op.pathParams.length && !op.bodyRequired && !op.queryParams.some((/** @type {any} */ p) => p.required);
    const result = op.binary ? 'DownloadedFile' : op.responseType ? `Json<${opType}['responses'][${op.successCode}]>` : 'void';

    out.push(`/** ${op.method.toUpperCase()} ${op.path}${op.summary ? ` — ${op.summary}` : ''} */`);
    out.push(hasVars ? `export interface ${P}Variables {\n${fields.map((f) => `  ${f};`).join('\n')}\n}` : `export type ${P}Variables = Record<string, never>;`);
    out.push(`export type ${P}Result = ${result};`);

    const params = [];
    if (op.pathParams.length) params.push('path: vars.path');
    if (op.queryParams.length) params.push('query: vars.query');
    if (op.headerParams.includes('Accept-Language')) params.push("header: { 'Accept-Language': ACCEPT_LANGUAGE }");
    const init = [`params: { ${params.join(', ')} }`];
    if (op.bodyType) init.push('body: vars.body');
    if (op.bodyType === 'multipart/form-data') init.push('bodySerializer: toFormData');
    if (op.binary) init.push("parseAs: 'blob'");
    init.push('signal');
    const call = `apiClient.${op.method.toUpperCase()}('${op.path}', { ${init.join(', ')} })`;
    const varsName = hasVars ? 'vars' : '_vars';
    const varsParam = `${varsName}: ${P}Variables${varsOptional || !hasVars ? ' = {}' : ''}`;
    out.push(`export function ${id}(${varsParam}, signal?: AbortSignal): Promise<${P}Result> {`, `  return ${op.binary ? 'unwrapFile' : 'unwrap'}(${call});`, '}');

    if (!op.mutation && !op.binary) {
      const keyParams = [];
      if (op.pathParams.length) keyParams.push('path: vars.path');
      if (op.queryParams.length) keyParams.push('query: vars.query');
      const key = keyParams.length ? `['${id}', { ${keyParams.join(', ')} }] as const` : `['${id}'] as const`;
      out.push(`export function ${id}Query(${varsParam}) {`, `  return queryOptions({ queryKey: ${key}, queryFn: ({ signal }) => ${id}(${varsName}, signal) });`, '}');
    } else {
      const keys = invalidationsFor(op, ops, byId);
      out.push(
        `export function ${id}Mutation() {`,
        '  return {',
        `    mutationKey: ['${id}'] as const,`,
        `    mutationFn: (${hasVars ? 'vars' : '_vars'}: ${P}Variables${varsOptional || !hasVars ? ' = {}' : ''}) => ${id}(${hasVars ? 'vars' : '_vars'}),`,
        `    meta: { invalidates: (${keys.usesVars ? 'vars' : '_vars'}: ${P}Variables): InvalidationKey[] => [${keys.list.join(', ')}] },`,
        '  };',
        '}',
      );
    }
    out.push('');
  }
  const body = out.join('\n');
  const uses = (/** @type {string} */ name) => new RegExp(`\\b${name}\\b`).test(body);
  const runtimeValues = ['ACCEPT_LANGUAGE', 'apiClient', 'toFormData', 'unwrap', 'unwrapFile'].filter(uses);
  const runtimeTypes = ['DownloadedFile', 'InvalidationKey'].filter(uses);
  const header = [
    uses('queryOptions') ? "import { queryOptions } from '@tanstack/react-query';" : null,
    "import type { operations } from '../schema';",
    `import { ${runtimeValues.join(', ')} } from '../runtime';`,
    runtimeTypes.length ? `import type { ${runtimeTypes.join(', ')} } from '../runtime';` : null,
    '',
    uses('Json') ? "type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;" : null,
    uses('Multipart') ? "type Multipart<T> = T extends { content: { 'multipart/form-data': infer B } } ? B : never;" : null,
    '',
  ].filter((l) => l !== null);
  return [...header, ...out]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n')
    .replace(/\n {2}\n/g, '\n')
    .replace(/\n\n$/, '\n');
}

/**
 * Which cached queries a mutation makes stale. Explicit `x-invalidates` in the spec wins: a list of
 * operationIds, where `record` names the record the call acts on by its exact key (a subtask marked
 * done: the task, its calendar, the own tasks); or `record` alone for a call that changes only the
 * record it acts on (a comment, an attachment; where the spec has no GET of that record, its lists
 * show it and are made stale as by default); otherwise the record the call acts on (the GET at the
 * path up to its last path parameter, with the same parameters) and the lists of its collection
 * (GETs under the collection path without parameters).
 * @param {any} op @param {any[]} ops @param {Map<string, any>} byId
 */
function invalidationsFor(op, ops, byId) {
  const record = recordQuery(op, ops);
  if (op.invalidates === 'record' && record) return { usesVars: true, list: [`['${record.operationId}', { path: vars.path }]`] };
  if (Array.isArray(op.invalidates)) {
    const names = /** @type {string[]} */ (op.invalidates);
    if (names.includes('record') && !record) throw new Error(`${op.operationId}: x-invalidates names record, but the spec has no GET of it`);
    for (const id of names) if (id !== 'record' && !byId.has(id)) throw new Error(`${op.operationId}: x-invalidates names unknown operation ${id}`);
    const list = names.map((id) => (id === 'record' && record ? `['${record.operationId}', { path: vars.path }]` : `['${id}']`));
    return { usesVars: names.includes('record'), list };
  }
  if (!op.mutation) return { usesVars: false, list: [] };
  const segments = op.path.split('/');
  const lastParam = segments
    .map((s, i) => (/^\{.+\}$/.test(s) ? i : -1))
    .filter((i) => i >= 0)
    .pop();
  const collection = lastParam === undefined ? op.path : segments.slice(0, lastParam).join('/') + '/';
  const list = [];
  let usesVars = false;
  if (record && !(op.method === 'delete' && op.path === record.path)) {
    list.push(`['${record.operationId}', { path: vars.path }]`);
    usesVars = true;
  }
  for (const o of ops) {
    if (o.method !== 'get' || o.binary || o.pathParams.length || !o.path.startsWith(collection)) continue;
    if (o.path.slice(collection.length).split('/').filter(Boolean).length > 1) continue;
    list.push(`['${o.operationId}']`);
  }
  return { usesVars, list };
}

/**
 * The GET of the record a call acts on: the path up to the call's last path parameter.
 * @param {any} op @param {any[]} ops
 */
function recordQuery(op, ops) {
  const segments = op.path.split('/');
  const lastParam = segments
    .map((/** @type {string} */ s, /** @type {number} */ i) => (/^\{.+\}$/.test(s) ? i : -1))
    .filter((/** @type {number} */ i) => i >= 0)
    .pop();
  if (lastParam === undefined) return undefined;
  const recordPath = segments.slice(0, lastParam + 1).join('/') + '/';
  return ops.find((o) => o.method === 'get' && o.path === recordPath && !o.binary);
}
