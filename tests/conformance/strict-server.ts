// A backend that refuses what the spec forbids, as the spec says (plain node:http): every request is
// matched to its operation, its query parameters and JSON body are checked against the spec
// (JSON Schema 2020-12 by ajv), and a faulty one is answered 400 with the ValidationErrors field
// map (section 8) naming each faulty field. A valid request gets the example of its first success
// answer. For the conformance tool's --negative tests.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { deref, listOperations } from '../../codegen/lib/spec.mjs';

type Json = Record<string, unknown>;
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  $ref?: string;
}

export interface StrictServer {
  url: string;
  /** "METHOD path?query" of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

const pattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

function firstExample(spec: Json, media: Json | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  return (deref(spec, Object.values((media.examples as Json | undefined) ?? {})[0]) as Json | undefined)?.value;
}

function queryFault(schema: Schema, value: string): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if ((type === 'integer' && !/^-?\d+$/.test(value)) || (type === 'number' && Number.isNaN(Number(value)))) return 'Egész számot adjon meg.';
  if (type === 'boolean' && !['true', 'false'].includes(value)) return 'Logikai értéket adjon meg.';
  if (schema.enum && !schema.enum.map(String).includes(value)) return `„${value}” nem érvényes választás.`;
  return undefined;
}

export async function startStrictServer(specFile: string): Promise<StrictServer> {
  const spec = JSON.parse(readFileSync(specFile, 'utf8')) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ ...spec, $id: 'openapi.json' });
  const ops = listOperations(spec).map((op) => ({ op, re: pattern(op.path) }));

  const requests: string[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url}`);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      const found = ops.find(({ op, re }) => op.method === req.method?.toLowerCase() && re.test(url.pathname));
      if (!found) return send(404, { detail: 'Nem található.' });
      const { op } = found;

      const faults: Record<string, string[]> = {};
      const add = (field: string, message: string) => (faults[field] ??= []).push(message);
      for (const p of op.queryParams as { name: string; required?: boolean; schema?: unknown }[]) {
        const value = url.searchParams.get(p.name);
        if (value === null) {
          if (p.required) add(p.name, 'Ez a mező kötelező.');
          continue;
        }
        const fault = queryFault(deref(spec, p.schema) ?? {}, value);
        if (fault) add(p.name, fault);
      }
      const media = (deref(spec, op.raw.requestBody) as Json | undefined)?.content as Json | undefined;
      const json = media?.['application/json'] as { schema?: Schema } | undefined;
      if (json?.schema) {
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          add('non_field_errors', 'Érvénytelen JSON.');
        }
        const ref = json.schema.$ref;
        const validate = ref ? ajv.getSchema(`openapi.json${ref}`) : ajv.compile(JSON.parse(JSON.stringify(json.schema).replaceAll('"#/', '"openapi.json#/')));
        if (body !== undefined && validate && !validate(body)) {
          for (const e of validate.errors ?? []) {
            const missing = (e.params as { missingProperty?: string }).missingProperty;
            const field = e.keyword === 'required' && missing ? missing : (e.instancePath.split('/')[1] ?? 'non_field_errors');
            add(field, e.message ?? 'Érvénytelen érték.');
          }
        }
      }
      if (Object.keys(faults).length) return send(400, faults);

      if (!op.successCode) return send(204, undefined);
      const response = deref(spec, op.raw.responses[op.successCode]) as Json;
      send(Number(op.successCode), firstExample(spec, (response.content as Json | undefined)?.['application/json'] as Json | undefined));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
