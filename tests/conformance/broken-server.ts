// A deliberately non-conforming backend for the conformance tool's tests (plain node:http).
// Its answers are the spec's own examples with one fault each, so each gives exactly one violation:
//   GET /api/intezmenyek/    an institution whose `id` is a string (wrong type)      -> /0/id
//   GET /api/rendszerhibak/  a report row without its required `title`             -> /data/0/title
//   GET /api/landing-info/   status 418, which the operation does not declare      -> status
// and, for --negative, four writes that do not refuse what the spec forbids as it says:
//   POST /api/rendszerhibak/                         accepts anything with 201            -> accepted
//   PUT /api/rendszerhibak/{id}/                     400 naming only non_field_errors     -> field-not-named
//   POST /api/rendszerhibak/{id}/delete_comment/     400 as an HTML page (with a script)  -> no-field-map
//   POST /api/rendszerhibak/{id}/melleklet-torlese/  500                                  -> not-400
// Anything else answers 404.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { deref } from '../../codegen/lib/spec.mjs';

type Json = Record<string, unknown>;

/** An answer a report must show as text: markup, a CDATA end and characters XML does not allow. */
export const HOSTILE_PAGE = '<h1>Bad Request</h1><script>alert("x")</script><img src=x onerror=alert(1)> ]]> \u0001\u0008 végén';

/** The example of an operation's 200 JSON answer (its `example`, or the first of its `examples`). */
function successExample(spec: Json, path: string): unknown {
  const media = (((spec.paths as Json)[path] as Json | undefined)?.get as Json | undefined)?.responses as Json | undefined;
  const json = ((deref(spec, media?.['200']) as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
  if (!json) return undefined;
  if (json.example !== undefined) return structuredClone(json.example);
  const first = Object.values((json.examples as Json | undefined) ?? {})[0];
  return structuredClone((deref(spec, first) as Json | undefined)?.value);
}

export interface BrokenServer {
  url: string;
  /** "METHOD path?query" of every request received, in order. */
  requests: string[];
  /** Headers of every request received, in order. */
  headers: IncomingMessage['headers'][];
  close(): Promise<void>;
}

export async function startBrokenServer(specFile: string): Promise<BrokenServer> {
  const spec = JSON.parse(readFileSync(specFile, 'utf8')) as Json;

  const institutions = (successExample(spec, '/api/intezmenyek/') as Json[] | undefined) ?? [{ id: 1, name: 'Budapesti Tankerületi Központ', unit_code: 'TK-001' }];
  institutions[0]!.id = String(institutions[0]!.id); // wrong type: the spec says integer

  const reports = successExample(spec, '/api/rendszerhibak/') as { data: Json[] } | undefined;
  if (!reports?.data?.length) throw new Error('the spec has no example page for GET /api/rendszerhibak/');
  delete reports.data[0]!.title; // required by SystemErrorReport

  const requests: string[] = [];
  const headers: IncomingMessage['headers'][] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    headers.push(req.headers);
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && path === '/api/intezmenyek/') return send(200, institutions);
    if (req.method === 'GET' && path === '/api/rendszerhibak/') return send(200, reports);
    if (req.method === 'GET' && path === '/api/landing-info/') return send(418, { detail: "I'm a teapot" });
    if (req.method === 'POST' && path === '/api/rendszerhibak/') return send(201, reports.data[1] ?? reports.data[0]);
    if (req.method === 'PUT' && /^\/api\/rendszerhibak\/\d+\/$/.test(path)) return send(400, { non_field_errors: ['Hibás kérés.'] });
    if (req.method === 'POST' && /^\/api\/rendszerhibak\/\d+\/delete_comment\/$/.test(path)) {
      res.writeHead(400, { 'Content-Type': 'text/html' });
      return res.end(HOSTILE_PAGE);
    }
    if (req.method === 'POST' && /^\/api\/rendszerhibak\/\d+\/melleklet-torlese\/$/.test(path)) return send(500, { detail: 'Server Error' });
    return send(404, { detail: 'Nem található.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    headers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
