import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The bundled spec (npm test bundles it before the unit tests).
const spec = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/openapi.json'), 'utf8'));

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; oneOf?: Schema[]; anyOf?: Schema[] };

/** Every property of every component schema, with where it is, walking into items and compositions. */
function* properties(name: string, schema: Schema): Generator<{ where: string; prop: Schema }> {
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    yield { where: `${name}.${key}`, prop };
    yield* properties(`${name}.${key}`, prop);
  }
  if (schema.items) yield* properties(`${name}[]`, schema.items);
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) yield* properties(name, part);
}

const types = (schema: Schema | undefined) => [schema?.type ?? []].flat();
const isId = (prop: Schema) => types(prop).includes('integer') || (types(prop).includes('array') && types(prop.items).includes('integer'));
const lookupOf = (prop: Schema) => prop['x-lookup'] ?? prop.items?.['x-lookup'];

describe('names, not codes', () => {
  it('an id field titled like a looked-up field elsewhere names its lookup too, so every screen shows its name', () => {
    const all = Object.entries(spec.components.schemas as Record<string, Schema>).flatMap(([name, schema]) => [...properties(name, schema)]);
    const lookedUp = new Map<string, unknown>();
    for (const { prop } of all) if (isId(prop) && lookupOf(prop) && typeof prop.title === 'string') lookedUp.set(prop.title, lookupOf(prop));
    const missing = all
      .filter(({ prop }) => isId(prop) && !lookupOf(prop) && lookedUp.has(String(prop.title)))
      .map(({ where, prop }) => `${where} (${String(prop.title)})`);
    expect(lookedUp.get('Munkakör')).toBe('static:jobs');
    expect(missing).toEqual([]);
  });
});
