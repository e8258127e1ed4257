import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlOf, junitOf, writeReports, type VitestReport } from '../../scripts/ci-reports.mjs';

const root = mkdtempSync(join(tmpdir(), 'ci-reports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const report: VitestReport = {
  testResults: [
    {
      name: join(root, 'src/lib/format.test.ts'),
      status: 'failed',
      assertionResults: [
        { title: 'groups <thousands> & "decimals"', fullName: 'format groups <thousands> & "decimals"', status: 'passed', duration: 12 },
        {
          title: 'rounds',
          fullName: 'format rounds',
          status: 'failed',
          duration: 3,
          failureMessages: ['AssertionError: expected \u001b[31m1\u001b[39m to be 2\n    at format.test.ts:9'],
        },
        { title: 'later', fullName: 'format later', status: 'skipped' },
      ],
    },
    { name: join(root, 'src/lib/broken.test.ts'), status: 'failed', message: 'Error: Cannot find module ./nope', assertionResults: [] },
  ],
};

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('CI reports from the JSON reports of npm test', () => {
  it('writes JUnit XML that an XML parser reads back: a suite per file, a case per test, failures and skips counted', () => {
    const doc = parse(junitOf(report, 'unit', root));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const suites = [...doc.getElementsByTagName('testsuite')];
    expect(suites.map((s) => [s.getAttribute('name'), s.getAttribute('tests'), s.getAttribute('failures'), s.getAttribute('skipped')])).toEqual([
      ['unit: src/lib/format.test.ts', '3', '1', '1'],
      ['unit: src/lib/broken.test.ts', '1', '1', '0'],
    ]);
    const cases = [...doc.getElementsByTagName('testcase')];
    expect(cases[0]?.getAttribute('name')).toBe('format groups <thousands> & "decimals"');
    expect(cases[0]?.getAttribute('time')).toBe('0.012');
    // The terminal's colour codes cannot be in XML; the message keeps its words.
    expect(cases[1]?.getElementsByTagName('failure')[0]?.getAttribute('message')).toBe('AssertionError: expected [31m1[39m to be 2');
    expect(cases[3]?.getElementsByTagName('failure')[0]?.textContent).toBe('Error: Cannot find module ./nope');
  });

  it('writes one HTML page with the counts, each failed test and the failure screenshots', () => {
    const page = new DOMParser().parseFromString(htmlOf([{ step: 'unit', report }], ['screenshots/a <b>.png']), 'text/html');
    expect([...page.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['unit', '1', '1', '1']);
    expect(page.querySelector('details summary')?.textContent).toBe('unit: format rounds');
    expect(page.querySelector('img')?.getAttribute('src')).toBe('screenshots/a <b>.png');
  });

  it('reads every Vitest report in test-results/, skipping other JSON, and says how many tests failed', () => {
    mkdirSync(join(root, 'test-results/screenshots'), { recursive: true });
    writeFileSync(join(root, 'test-results/unit.json'), JSON.stringify(report));
    writeFileSync(join(root, 'test-results/summary.json'), JSON.stringify({ ok: false }));
    writeFileSync(join(root, 'test-results/routes-report.json'), JSON.stringify({ routes: [] }));
    writeFileSync(join(root, 'test-results/screenshots/commitments failed.png'), '');
    expect(writeReports(root)).toBe(1);
    expect(parse(readFileSync(join(root, 'test-results/junit/unit.xml'), 'utf8')).getElementsByTagName('testcase')).toHaveLength(4);
    expect(readFileSync(join(root, 'test-results/report.html'), 'utf8')).toContain('src="screenshots/commitments failed.png"');
  });
});
