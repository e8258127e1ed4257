// @ts-check
/** Short names for the spec's schemas, so views import `CurrentUser` rather than index into components. */
export function generateModels(/** @type {any} */ spec) {
  const names = Object.keys(spec.components?.schemas ?? {}).sort();
  return ["import type { components } from './schema';", '', ...names.map((n) => `export type ${n} = components['schemas']['${n}'];`), ''].join('\n');
}
