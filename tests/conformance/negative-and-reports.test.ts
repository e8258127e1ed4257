import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_PAGE, startBrokenServer, type BrokenServer } from './broken-server';
import { startStrictServer, type StrictServer } from './strict-server';
import { removeTempDirs, runTool, specCopy, tempDir, type ToolRun } from './run-tool';

interface Violation {
  field: string;
  code?: string;
  message: string;
}
interface Call {
  label: string;
  request: string;
  requestBody?: string;
  status?: number;
  answer?: string;
  check?: string;
  field?: string;
  violations: Violation[];
  skip?: string;
}
interface Result {
  operationId: string;
  method: string;
  outcome: 'pass' | 'violation' | 'skipped' | 'error';
  reason?: string;
  calls: Call[];
}
interface Summary {
  operations: number;
  passed: number;
  violations: number;
  skipped: number;
  errors: number;
}
interface Report {
  summary: Summary;
  results: Result[];
  negative?: { summary: Summary; results: Result[] };
}

afterAll(() => {
  if (!process.env.KEEP_CONFORMANCE_OUTPUT) removeTempDirs();
});

const explain = (r: ToolRun) => `exit ${r.code}\n--- stdout ---\n${r.stdout.slice(-4000)}\n--- stderr ---\n${r.stderr.slice(-4000)}`;

interface Session {
  run: ToolRun;
  report: Report;
  junit: string;
  html: string;
}

async function runWithReports(target: { url: string }, spec: string, args: string[]): Promise<Session> {
  const out = tempDir('conformance-reports-');
  const junit = join(out, 'ci', 'junit.xml');
  const html = join(out, 'ci', 'report.html');
  const run = await runTool(['--target', target.url, '--token', 'qa-token', ...args, '--spec', spec, '--out', out, '--junit', junit, '--html', html]);
  const report = JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8')) as Report;
  return { run, report, junit: readFileSync(junit, 'utf8'), html: readFileSync(html, 'utf8') };
}

interface JunitCase {
  classname: string;
  name: string;
  outcome: 'pass' | 'failure' | 'error' | 'skipped';
  message?: string;
  text?: string;
}

/**
 * Reads a JUnit XML file as a CI server does: a real XML parser (jsdom's, which refuses what is not
 * well-formed), then the testsuites/testsuite/testcase structure checked strictly: the counts on
 * each element agree with its children, every case has a classname, a name and a numeric time, and
 * at most one of failure, error or skipped, each with a message.
 */
function readJunit(xml: string): { suites: Map<string, JunitCase[]>; totals: Record<'tests' | 'failures' | 'errors' | 'skipped', number> } {
  const parser: DOMParser = new new JSDOM('').window.DOMParser();
  const doc = parser.parseFromString(xml, 'application/xml');
  const parseError = doc.getElementsByTagName('parsererror')[0];
  if (parseError) throw new Error(`not well-formed XML: ${parseError.textContent}`);
  const root = doc.documentElement;
  expect(root.tagName).toBe('testsuites');
  const num = (el: Element, name: string) => {
    const v = el.getAttribute(name);
    expect(v, `${el.tagName} ${name}`).toMatch(/^\d+(\.\d+)?$/);
    return Number(v);
  };
  const suites = new Map<string, JunitCase[]>();
  const totals: Record<'tests' | 'failures' | 'errors' | 'skipped', number> = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const child of Array.from(root.children)) {
    expect(child.tagName).toBe('testsuite');
    const cases: JunitCase[] = [];
    for (const el of Array.from(child.children)) {
      if (el.tagName === 'properties') {
        for (const p of Array.from(el.children)) expect(p.tagName === 'property' && p.hasAttribute('name') && p.hasAttribute('value')).toBe(true);
        continue;
      }
      expect(el.tagName).toBe('testcase');
      expect(el.getAttribute('classname')).toBeTruthy();
      expect(el.getAttribute('name')).toBeTruthy();
      num(el, 'time');
      const marks = Array.from(el.children);
      expect(marks.length).toBeLessThanOrEqual(1);
      const mark = marks[0];
      if (mark) {
        expect(['failure', 'error', 'skipped']).toContain(mark.tagName);
        expect(mark.getAttribute('message')).toBeTruthy();
      }
      cases.push({
        classname: el.getAttribute('classname')!,
        name: el.getAttribute('name')!,
        outcome: (mark?.tagName ?? 'pass') as JunitCase['outcome'],
        message: mark?.getAttribute('message') ?? undefined,
        text: mark?.textContent ?? undefined,
      });
    }
    const counted = { tests: cases.length, failures: 0, errors: 0, skipped: 0 };
    for (const c of cases) if (c.outcome !== 'pass') counted[c.outcome === 'failure' ? 'failures' : c.outcome === 'error' ? 'errors' : 'skipped']++;
    for (const key of Object.keys(counted) as (keyof typeof counted)[]) {
      expect(num(child, key), `testsuite ${child.getAttribute('name')} ${key}`).toBe(counted[key]);
      totals[key] += counted[key];
    }
    suites.set(child.getAttribute('name')!, cases);
  }
  for (const key of Object.keys(totals) as (keyof typeof totals)[]) expect(num(root, key), `testsuites ${key}`).toBe(totals[key]);
  return { suites, totals };
}

const NEGATIVE_OPS = ['createSystemErrorReport', 'updateSystemErrorReport', 'deleteSystemErrorReportComment', 'deleteSystemErrorReportAttachment'];

describe('--negative, --junit and --html against a server that does not refuse what the spec forbids', () => {
  let server: BrokenServer;
  let session: Session;
  let negative: Map<string, Result>;

  beforeAll(async () => {
    const spec = await specCopy();
    server = await startBrokenServer(spec);
    session = await runWithReports(server, spec, ['--negative', '--only', ['listInstitutions', ...NEGATIVE_OPS].join(',')]);
    negative = new Map((session.report.negative?.results ?? []).map((r) => [r.operationId, r]));
  });
  afterAll(async () => server?.close());

  it('fails (exit 1) with every negative operation in violation', () => {
    expect(session.run.code, explain(session.run)).toBe(1);
    expect(session.run.stdout).toMatch(/Negative \(forbidden requests refused\?\): 5 operations: 0 passed, 4 with violations/);
    expect(session.run.stdout.trim().split('\n').at(-1)).toBe('FAIL');
    for (const id of NEGATIVE_OPS) expect(negative.get(id)?.outcome, id).toBe('violation');
    // A GET that declares no 400: nothing to refuse, skipped with why.
    expect(negative.get('listInstitutions')).toMatchObject({ outcome: 'skipped', reason: expect.stringContaining('declares no 400') });
  });

  it('names each forbidden request the server accepted: every required field missing, a wrong type, an unknown enum value', () => {
    const calls = negative.get('createSystemErrorReport')!.calls;
    const labels = calls.map((c) => c.label);
    for (const field of ['title', 'description', 'category']) expect(labels).toContain(`body field ${field} missing`);
    expect(labels).toContain('body field title: true (not string)');
    expect(labels).toContain('body field category: "nincs-ilyen-ertek" (not in its enum)');
    for (const c of calls) {
      expect(c, c.label).toMatchObject({ status: 201, violations: [{ code: 'accepted', field: c.field }] });
      expect(c.violations[0]!.message).toContain(`a 400 naming body field ${c.field} was expected`);
    }
    const missingTitle = calls.find((c) => c.label === 'body field title missing')!;
    expect(missingTitle.request).toBe('POST /api/rendszerhibak/');
    expect(JSON.parse(missingTitle.requestBody!)).not.toHaveProperty('title');
    expect(JSON.parse(missingTitle.requestBody!)).toHaveProperty('description');
    // Sent to the server itself (Prism's proxy would refuse them before they reach it).
    expect(server.requests).toContain('POST /api/rendszerhibak/');
  });

  it('catches a 400 that does not name the field, one that is no field map, and a status other than 400', () => {
    const codes = (id: string) => new Set(negative.get(id)!.calls.flatMap((c) => c.violations.map((v) => v.code)));
    expect(codes('updateSystemErrorReport')).toEqual(new Set(['field-not-named']));
    expect(negative.get('updateSystemErrorReport')!.calls[0]!.violations[0]!.message).toMatch(/names non_field_errors, not /);
    expect(codes('deleteSystemErrorReportComment')).toEqual(new Set(['no-field-map']));
    expect(codes('deleteSystemErrorReportAttachment')).toEqual(new Set(['not-400']));
    // The id in the path comes from the list's answer.
    expect(negative.get('updateSystemErrorReport')!.calls[0]!.request).toMatch(/^PUT \/api\/rendszerhibak\/\d+\/$/);
  });

  it('writes JUnit XML a JUnit reader accepts: one case per operation and check, failures with the request and the answer', () => {
    const { suites, totals } = readJunit(session.junit);
    expect([...suites.keys()]).toEqual(['conformance', 'negative']);
    const conformance = suites.get('conformance')!;
    // listInstitutions' wrong-typed id, with the request and the target's own answer.
    const institutions = conformance.find((c) => c.classname === 'conformance.listInstitutions')!;
    expect(institutions).toMatchObject({ outcome: 'failure', name: 'plain: GET /api/intezmenyek/' });
    expect(institutions.message).toMatch(/\/0\/id.*must be integer/);
    expect(institutions.text).toContain('Request: GET /api/intezmenyek/');
    expect(institutions.text).toMatch(/Answer: 200 application\/json\n\[\{"id":"/);
    // Writes are skipped in the conformance part, one case each with why.
    expect(conformance.find((c) => c.classname === 'conformance.createSystemErrorReport')).toMatchObject({
      outcome: 'skipped',
      message: expect.stringContaining('writes data'),
    });

    const neg = suites.get('negative')!;
    const expectedCases = session.report.negative!.results.reduce((n, r) => n + Math.max(1, r.calls.length), 0);
    expect(neg.length).toBe(expectedCases);
    const missing = neg.find((c) => c.classname === 'negative.createSystemErrorReport' && c.name.startsWith('body field title missing'))!;
    expect(missing.outcome).toBe('failure');
    expect(missing.text).toContain('Request: POST /api/rendszerhibak/');
    expect(missing.text).toMatch(/Request body: \{.*"description"/);
    expect(missing.text).toContain('Status: 201');
    expect(missing.text).toMatch(/Answer: \{/);
    // The HTML page the server answered is text in the XML, its forbidden characters replaced.
    const hostile = neg.find((c) => c.classname === 'negative.deleteSystemErrorReportComment')!;
    expect(hostile.text).toContain('<script>alert("x")</script><img src=x onerror=alert(1)> ]]> \uFFFD\uFFFD végén');
    // 7 + 7 forbidden bodies of the create and the update, 2 + 2 of the two actions; plus listInstitutions.
    expect(neg.filter((c) => c.outcome === 'failure')).toHaveLength(18);
    expect(totals.failures).toBe(19);
  });

  it('writes an HTML report a person can read, with the server answers as text, never markup', () => {
    const doc: Document = new JSDOM(session.html).window.document;
    expect(doc.title).toMatch(/API conformance: http:\/\/127\.0\.0\.1:\d+ — FAIL/);
    expect(doc.querySelectorAll('script, img, iframe, object, embed')).toHaveLength(0);
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain("default-src 'none'");
    const text = doc.body.textContent ?? '';
    expect(text).toContain(HOSTILE_PAGE.replace('\u0001\u0008', '\uFFFD\uFFFD'));
    expect(text).toContain('body field title missing');
    expect(text).toContain('Request: POST /api/rendszerhibak/');
    expect(text).toMatch(/Forbidden requests: refused with a 400 field map naming the field\?/);
    const headings = Array.from(doc.querySelectorAll('h4')).map((h) => h.textContent);
    for (const id of ['listInstitutions', ...NEGATIVE_OPS])
      expect(
        headings.some((h) => h?.startsWith(id)),
        id,
      ).toBe(true);
  });
});

describe('--negative against a server that refuses what the spec forbids with a 400 field map', () => {
  let server: StrictServer;
  let session: Session;

  beforeAll(async () => {
    const spec = await specCopy();
    server = await startStrictServer(spec);
    session = await runWithReports(server, spec, [
      '--negative',
      '--only',
      ['getAbsenceCalendar', 'checkEmployeeTaxNumber', 'listSystemErrorReports', ...NEGATIVE_OPS].join(','),
    ]);
  });
  afterAll(async () => server?.close());

  it('passes (exit 0) with every forbidden request refused', () => {
    expect(session.run.code, explain(session.run)).toBe(0);
    expect(session.run.stdout.trim().split('\n').at(-1)).toBe('PASS');
    const neg = session.report.negative!;
    expect(neg.summary).toMatchObject({ violations: 0, errors: 0 });
    const byId = new Map(neg.results.map((r) => [r.operationId, r]));
    for (const id of ['getAbsenceCalendar', 'checkEmployeeTaxNumber', ...NEGATIVE_OPS]) expect(byId.get(id)?.outcome, id).toBe('pass');
    expect(byId.get('getAbsenceCalendar')!.calls.map((c) => c.label)).toContain('query parameter year=nem-szam (not integer)');
    expect(byId.get('checkEmployeeTaxNumber')!.calls.map((c) => c.label)).toEqual(['query parameter adoszam missing']);
    for (const c of neg.results.flatMap((r) => r.calls)) {
      expect(c.status, c.label).toBe(400);
      expect(JSON.parse(c.answer!), c.label).toHaveProperty(c.field!);
    }
  });

  it('reports the pass in JUnit and HTML', () => {
    const { suites, totals } = readJunit(session.junit);
    expect(totals.failures + totals.errors).toBe(0);
    expect(suites.get('negative')!.filter((c) => c.outcome === 'pass').length).toBeGreaterThan(15);
    expect(new JSDOM(session.html).window.document.title).toMatch(/— PASS$/);
  });
});

describe('without --negative', () => {
  it('sends no write, even with the report options', async () => {
    const spec = await specCopy();
    const server = await startStrictServer(spec);
    try {
      const session = await runWithReports(server, spec, ['--only', NEGATIVE_OPS.join(',')]);
      expect(session.run.code, explain(session.run)).toBe(0);
      expect(session.report.negative).toBeUndefined();
      for (const r of server.requests) expect(r).toMatch(/^GET /);
      expect(readJunit(session.junit).totals.skipped).toBe(4);
    } finally {
      await server.close();
    }
  });
});
