import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { deref as derefIn } from '../../codegen/lib/spec.mjs';
import { ROOT } from '../../scripts/lib/processes.mjs';

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
  security?: unknown[];
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown; enum?: unknown[]; default?: unknown; type?: string | string[] };
}

export const spec = JSON.parse(readFileSync(join(ROOT, 'dist', 'openapi.json'), 'utf8'));

const deref = <T>(node: unknown): T => derefIn(spec, node);

export function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, unknown>>(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method] as (Omit<Operation, 'method' | 'path' | 'parameters'> & { parameters?: unknown[] }) | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...(op.parameters ?? [])].map((p) => deref<Parameter>(p));
      list.push({ ...op, method, path, parameters, responses: Object.fromEntries(Object.entries(op.responses).map(([c, r]) => [c, deref(r)])) });
    }
  }
  return list;
}

function sampleValue(p: Parameter): string {
  const value = p.example ?? p.schema?.example ?? p.schema?.default ?? p.schema?.enum?.[0];
  if (value !== undefined) return String(value);
  const type = Array.isArray(p.schema?.type) ? p.schema?.type[0] : p.schema?.type;
  return type === 'integer' || type === 'number' ? '1' : 'x';
}

/** The operation's URL with its path parameters and required query parameters taken from the spec's examples. */
export function sampleUrl(op: Operation, base: string): string {
  let path = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path')) path = path.replace(`{${p.name}}`, encodeURIComponent(sampleValue(p)));
  const query = new URLSearchParams(op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, sampleValue(p)]));
  return `${base}${path}${query.size ? `?${query}` : ''}`;
}

// Not strict: the spec's own keywords (example, x-enum-labels, x-entity…) are annotations, not rules.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ ...spec, $id: 'openapi.json' });

/** JSON Schema (2020-12, as OpenAPI 3.1 uses it) errors of a body against an operation's response schema. */
export function validateBody(schema: unknown, body: unknown): string[] {
  const pointer = (schema as { $ref?: string }).$ref;
  // An inline schema's references point into the spec document, which ajv knows as openapi.json.
  const validate = pointer ? ajv.getSchema(`openapi.json${pointer}`) : ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/', '"openapi.json#/')));
  if (!validate) return [`schema not found: ${pointer}`];
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}
