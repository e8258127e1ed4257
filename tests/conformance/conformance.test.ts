import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism } from '../../scripts/lib/prism.mjs';
import { startBrokenServer, type BrokenServer } from './broken-server';
import { PORTAL_COMMAND, removeTempDirs, runTool, specCopy, tempDir, type ToolRun } from './run-tool';

interface Violation {
  where: string;
  field: string;
  code?: string;
  message: string;
  location: string[];
}
interface Call {
  label: string;
  via: 'prism-proxy' | 'direct';
  request: string;
  status?: number;
  violations: Violation[];
}
interface Result {
  operationId: string;
  method: string;
  path: string;
  kind: string;
  outcome: 'pass' | 'violation' | 'skipped' | 'error';
  reason?: string;
  calls: Call[];
}
afterAll(() => {
  if (!process.env.KEEP_CONFORMANCE_OUTPUT) removeTempDirs();
});

interface Report {
  spec: string;
  summary: { operations: number; passed: number; violations: number; skipped: number; errors: number; passedGets: number; violationCount: number };
  results: Result[];
}

const readReport = (out: string): Report => JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8'));

/** One run of the tool: its exit and output, its report, the folder it wrote, the spec copy it read. */
interface ToolSession {
  spec: string;
  out: string;
  run: ToolRun;
  report: Report;
}

/** Runs the tool with `args` against a target started on `spec`, writing to a fresh folder. */
async function runToolAgainst(target: { url: string }, spec: string, outPrefix: string, args: string[]): Promise<ToolSession> {
  const out = tempDir(outPrefix);
  const run = await runTool(['--target', target.url, ...args, '--spec', spec, '--out', out]);
  return { spec, out, run, report: readReport(out) };
}
const explain = (r: ToolRun) => `exit ${r.code}\n--- stdout ---\n${r.stdout.slice(-4000)}\n--- stderr ---\n${r.stderr.slice(-4000)}`;

describe('conformance against the Prism mock of the spec itself', () => {
  let prism: Awaited<ReturnType<typeof startPrism>>;
  let session: ToolSession;

  beforeAll(async () => {
    const spec = await specCopy();
    prism = await startPrism({ spec });
    // --email/--password: also exercises the login through the proxy.
    session = await runToolAgainst(prism, spec, 'conformance-mock-', ['--email', 'kovacs.anna@tankerulet.hu', '--password', 'Titkos-Jelszo-2026']);
  });
  afterAll(async () => prism?.stop());

  it('passes with zero violations and more than 150 passed GETs', () => {
    expect(session.run.code, explain(session.run)).toBe(0);
    expect(session.report.summary.violations, explain(session.run)).toBe(0);
    expect(session.report.summary.errors, explain(session.run)).toBe(0);
    expect(session.report.summary.passedGets).toBeGreaterThan(150);
    expect(session.run.stdout).toMatch(/Conformance: \d+ operations: \d+ passed, 0 with violations/);
    const md = readFileSync(join(session.out, 'conformance.md'), 'utf8');
    expect(md.split('\n').slice(0, 4).join('\n')).toContain(`${session.report.summary.passed} passed, 0 with violations`);
  });

  it('sends only GETs (and the login), lists the writes as skipped with why', () => {
    const byId = new Map(session.report.results.map((r) => [r.operationId, r]));
    expect(byId.get('login')).toMatchObject({ outcome: 'pass', calls: [{ via: 'prism-proxy', status: 200 }] });
    const writes = session.report.results.filter((r) => r.method !== 'GET' && r.operationId !== 'login');
    expect(writes.length).toBeGreaterThan(100);
    for (const w of writes) expect(w, w.operationId).toMatchObject({ outcome: 'skipped', reason: 'writes data; not run against a live server', calls: [] });
  });

  it('calls each list twice (plainly, then with its filters) and details with ids from the lists', async () => {
    const list = session.report.results.find((r) => r.operationId === 'listSystemErrorReports')!;
    expect(list.calls.map((c) => c.label)).toEqual(['plain', 'filters']);
    expect(list.calls[0]!.request).toBe('GET /api/rendszerhibak/');
    expect(list.calls[1]!.request).toMatch(/^GET \/api\/rendszerhibak\/\?.*state=.*institution=/);
    const page = await (await fetch(`${prism.url}/api/rendszerhibak/`, { headers: { 'Accept-Language': 'hu-HU', Authorization: 'Token x' } })).json();
    const detail = session.report.results.find((r) => r.operationId === 'getSystemErrorReport')!;
    expect(detail).toMatchObject({ outcome: 'pass', calls: [{ request: `GET /api/rendszerhibak/${page.data[0].id}/` }] });
    // A list GET the spec does not have: no id, skipped with why.
    for (const r of session.report.results.filter((x) => x.method === 'GET' && x.outcome === 'skipped')) expect(r.reason).toMatch(/^no id: /);
  });

  it('fetches downloads from the target directly, not through the proxy', () => {
    const downloads = session.report.results.filter((r) => r.kind === 'download');
    expect(downloads.length).toBeGreaterThan(20);
    for (const d of downloads.filter((x) => x.outcome !== 'skipped')) {
      expect(d.outcome).toBe('pass');
      for (const c of d.calls) expect(c.via).toBe('direct');
    }
  });
});

describe('conformance against a deliberately non-conforming server', () => {
  let server: BrokenServer;
  let session: ToolSession;

  beforeAll(async () => {
    const spec = await specCopy();
    server = await startBrokenServer(spec);
    session = await runToolAgainst(server, spec, 'conformance-broken-', ['--token', 'qa-token', '--only', 'listInstitutions,listSystemErrorReports,getLandingInfo']);
  });
  afterAll(async () => server?.close());

  it('exits non-zero with the three operations in violation', () => {
    expect(session.run.code, explain(session.run)).toBe(1);
    expect(session.report.summary).toMatchObject({ operations: 3, passed: 0, violations: 3, skipped: 0, errors: 0 });
  });

  it('names each violation with the path of the offending field', () => {
    const byId = new Map(session.report.results.map((r) => [r.operationId, r.calls.flatMap((c) => c.violations)]));
    expect(byId.get('listInstitutions')).toContainEqual(
      expect.objectContaining({ where: 'response body', field: '/0/id', code: 'type', location: ['response', 'body', '0', 'id'] }),
    );
    expect(byId.get('listSystemErrorReports')).toContainEqual(expect.objectContaining({ where: 'response body', field: '/data/0/title', code: 'required' }));
    expect(byId.get('getLandingInfo')).toContainEqual(
      expect.objectContaining({ field: 'status', code: 'undeclared-status', message: expect.stringContaining('status 418 is not declared') }),
    );
    // One fault each: nothing else is reported.
    for (const [id, violations] of byId) expect(new Set(violations!.map((v) => v.field)).size, id).toBe(1);
  });

  it('prints the summary and each violation, and writes them to conformance.md', () => {
    const md = readFileSync(join(session.out, 'conformance.md'), 'utf8');
    for (const text of [session.run.stdout, md]) {
      expect(text).toMatch(/3 operations: 0 passed, 3 with violations/);
      expect(text).toMatch(/response body .?\/0\/id.? .*must be integer/);
      expect(text).toMatch(/response body .?\/data\/0\/title.? .*required property 'title'/);
      expect(text).toMatch(/status 418 is not declared for GET \/api\/landing-info\//);
    }
  });

  it('sends Accept-Language: hu-HU and the token on every call, and only GETs', () => {
    expect(server.requests.length).toBeGreaterThanOrEqual(5);
    for (const [i, h] of server.headers.entries()) {
      expect(h['accept-language'], server.requests[i]).toBe('hu-HU');
      expect(h.authorization, server.requests[i]).toBe('Token qa-token');
    }
    for (const r of server.requests) expect(r).toMatch(/^GET /);
  });

  it('refuses bad arguments with exit code 2', async () => {
    const noTarget = await runTool(['--token', 'x']);
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toContain('--target <base URL> is required');
    const unknownOp = await runTool([
      '--target',
      server.url,
      '--token',
      'x',
      '--only',
      'noSuchOperation',
      '--spec',
      session.spec,
      '--out',
      tempDir('conformance-usage-'),
    ]);
    expect(unknownOp.code).toBe(2);
    expect(unknownOp.stderr).toContain('no such operationId in the spec: noSuchOperation');
    const both = await runTool(['--target', server.url, '--token', 'x', '--email', 'a@b.hu', '--password', 'p']);
    expect(both.code).toBe(2);
    const unknownOption = await runTool(['--target', server.url, '--tokn', 'x']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toContain("Unknown option '--tokn'");
    expect(unknownOption.stderr).toContain('Usage: tankeruleti-conformance --target <base URL>');
    // The package alone knows no spec of its own: the backend team names theirs.
    const noSpec = await runTool(['--target', server.url, '--token', 'x']);
    expect(noSpec.code).toBe(2);
    expect(noSpec.stderr).toContain('--spec <file> is required');
  });

  it("the portal's npm run conformance checks against the bundled dist/openapi.json without --spec", async () => {
    const out = tempDir('conformance-portal-');
    const run = await runTool([`--target=${server.url}`, '--token', 'qa-token', '--only', 'getLandingInfo', '--out', out], { script: PORTAL_COMMAND });
    expect(run.code, explain(run)).toBe(1);
    const report = readReport(out);
    expect(report.spec).toBe('dist/openapi.json');
    expect(report.summary).toMatchObject({ operations: 1, violations: 1 });
  });
});
