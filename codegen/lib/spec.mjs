// @ts-check
/** Helpers to walk a bundled OpenAPI 3.1 document. */

export const METHODS = /** @type {const} */ (['get', 'post', 'put', 'patch', 'delete']);

/** @param {any} spec @param {any} node */
export function deref(spec, node) {
  let current = node;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const pointer = current.$ref.replace(/^#\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = pointer.reduce((acc, key) => acc?.[key], spec);
  }
  return current;
}

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
        invalidates: /** @type {string[] | undefined} */ (op['x-invalidates']),
        mutation: method !== 'get' || Boolean(op['x-mutation']),
      });
    }
  }
  return ops;
}
