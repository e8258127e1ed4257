// @ts-check
/** Helpers to walk a bundled OpenAPI 3.1 document. */
// The one $ref resolver lives in the conformance package, which runs without this repository.
import { deref } from '../../packages/conformance/lib/ref.mjs';

export { deref };

export const METHODS = /** @type {const} */ (['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation with what the generators need, in spec order.
 * @param {any} spec
 */
export function listOperations(spec) {
  const ops = [];
  for (const [path, rawItem] of Object.entries(spec.paths ?? {})) {
    const item = deref(spec, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(spec, p));
      const body = deref(spec, op.requestBody);
      const bodyType = body?.content ? Object.keys(body.content)[0] : null;
      const successCode = Object.keys(op.responses ?? {}).find((c) => /^2\d\d$/.test(c)) ?? null;
      const success = successCode ? deref(spec, op.responses[successCode]) : null;
      const responseType = success?.content ? Object.keys(success.content)[0] : null;
      ops.push({
        path,
        method,
        tag: /** @type {string} */ (op.tags?.[0] ?? 'untagged'),
        raw: op,
        operationId: /** @type {string} */ (op.operationId),
        summary: op.summary ?? '',
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query'),
        headerParams: parameters.filter((p) => p.in === 'header').map((p) => p.name),
        bodyType,
        bodyRequired: Boolean(body?.required),
        successCode,
        responseType,
        binary: Boolean(responseType && !/json/.test(responseType)),
        invalidates: /** @type {string[] | 'record' | undefined} */ (op['x-invalidates']),
        mutation: method !== 'get' || Boolean(op['x-mutation']),
      });
    }
  }
  return ops;
}

/**
 * For every component schema, the tags of the operations that use it (directly or through other
 * schemas). Generated files are split by tag so a screen loads only its module's code.
 * @param {any} spec
 * @returns {Map<string, Set<string>>}
 */
export function schemaTags(spec) {
  const schemas = spec.components?.schemas ?? {};
  /** @type {Map<string, Set<string>>} */
  const direct = new Map();
  const refsOf = (/** @type {unknown} */ node, /** @type {Set<string>} */ acc = new Set()) => {
    if (Array.isArray(node)) node.forEach((n) => refsOf(n, acc));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const pointer = value.replace(/^#\//, '').split('/');
          if (pointer[0] === 'components' && pointer[1] === 'schemas' && pointer[2]) acc.add(pointer[2]);
          else refsOf(deref(spec, { $ref: value }), acc);
        } else refsOf(value, acc);
      }
    }
    return acc;
  };
  const closure = (/** @type {Set<string>} */ start) => {
    const seen = new Set();
    const stack = [...start];
    while (stack.length) {
      const name = /** @type {string} */ (stack.pop());
      if (seen.has(name)) continue;
      seen.add(name);
      for (const next of refsOf(schemas[name])) stack.push(next);
    }
    return seen;
  };
  for (const op of listOperations(spec)) {
    for (const name of closure(refsOf(op.raw))) {
      if (!direct.has(name)) direct.set(name, new Set());
      direct.get(name)?.add(op.tag);
    }
  }
  return direct;
}

/** The file a schema's generated code goes to: its one tag, or `shared`. */
export function schemaFile(/** @type {Map<string, Set<string>>} */ tags, /** @type {string} */ name) {
  const set = tags.get(name);
  return set && set.size === 1 ? [...set][0] : 'shared';
}
