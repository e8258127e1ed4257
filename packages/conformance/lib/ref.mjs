// @ts-check

/**
 * Follows local `$ref`s (`#/components/…`, `#/paths/…`) until a node without one; the one resolver of
 * the conformance tool, the portal's codegen and its tests.
 * @param {any} spec @param {any} node @returns {any}
 */
export function deref(spec, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    const pointer = current.$ref
      .slice(2)
      .split('/')
      .map((/** @type {string} */ p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = pointer.reduce((/** @type {any} */ acc, /** @type {string} */ key) => acc?.[key], spec);
  }
  return current;
}
