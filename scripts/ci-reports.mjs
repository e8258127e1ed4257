// @ts-check
// JUnit XML and one HTML page from the JSON reports `npm test` leaves in test-results/ (each Vitest step's
// `--reporter=json` output), for a CI service to show: test-results/junit/<step>.xml and
// test-results/report.html (each step's counts, every failed test with its message, the screenshots taken
// of failures). Written after `npm test`, whether it passed or not; a step that did not run has no report.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ fullName?: string; title: string; ancestorTitles?: string[]; status: string; duration?: number | null; failureMessages?: string[] }} AssertionResult
 * @typedef {{ name: string; status?: string; message?: string; assertionResults: AssertionResult[] }} FileResult
 * @typedef {{ numTotalTests?: number; numPassedTests?: number; numFailedTests?: number; testResults: FileResult[] }} VitestReport
 */

/** XML 1.0 has no place for control characters other than tab, LF and CR (a terminal colour code in a message). @param {string} text */
const withoutControlCharacters = (text) => [...text].filter((c) => c >= ' ' || c === '\t' || c === '\n' || c === '\r').join('');
const xml = (/** @type {string} */ text) => withoutControlCharacters(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const html = xml;
const seconds = (/** @type {number | null | undefined} */ ms) => ((ms ?? 0) / 1000).toFixed(3);

/**
 * One step's report as JUnit XML: a testsuite per test file, a testcase per test.
 * @param {VitestReport} report @param {string} step @param {string} root
 */
export function junitOf(report, step, root) {
  const suites = report.testResults.map((file) => {
    const name = relative(root, file.name);
    const cases = file.assertionResults.map((test) => {
      const title = test.fullName ?? [...(test.ancestorTitles ?? []), test.title].join(' > ');
      const open = `    <testcase classname="${xml(`${step}.${name}`)}" name="${xml(title)}" time="${seconds(test.duration)}"`;
      if (test.status === 'failed') {
        const message = (test.failureMessages ?? []).join('\n');
        return `${open}>\n      <failure message="${xml(message.split('\n')[0] ?? '')}">${xml(message)}</failure>\n    </testcase>`;
      }
      if (test.status !== 'passed') return `${open}>\n      <skipped/>\n    </testcase>`;
      return `${open}/>`;
    });
    // A file that failed before its tests (an import error) is a failure of its own.
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      cases.push(
        `    <testcase classname="${xml(`${step}.${name}`)}" name="(file)" time="0">\n      <failure message="${xml((file.message ?? '').split('\n')[0] ?? '')}">${xml(file.message ?? '')}</failure>\n    </testcase>`,
      );
    }
    const failures = cases.filter((c) => c.includes('<failure')).length;
    const skipped = cases.filter((c) => c.includes('<skipped/>')).length;
    return `  <testsuite name="${xml(`${step}: ${name}`)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xml(step)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

/**
 * One page: each step's counts, the failed tests with their messages, the failure screenshots.
 * @param {{ step: string; report: VitestReport }[]} reports @param {string[]} screenshots paths relative to test-results/
 */
export function htmlOf(reports, screenshots) {
  const rows = reports.map(({ step, report }) => {
    const tests = report.testResults.flatMap((f) => f.assertionResults);
    const failed = tests.filter((t) => t.status === 'failed').length;
    const passed = tests.filter((t) => t.status === 'passed').length;
    return `<tr class="${failed ? 'failed' : 'passed'}"><td>${html(step)}</td><td>${passed}</td><td>${failed}</td><td>${tests.length - passed - failed}</td></tr>`;
  });
  const failures = reports.flatMap(({ step, report }) =>
    report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === 'failed')
        .map(
          (t) => `<details open><summary>${html(step)}: ${html(t.fullName ?? t.title)}</summary><pre>${html((t.failureMessages ?? []).join('\n'))}</pre></details>`,
        ),
    ),
  );
  const images = screenshots.map(
    (path) => `<figure><a href="${html(path)}"><img src="${html(path)}" alt="${html(path)}" loading="lazy"></a><figcaption>${html(path)}</figcaption></figure>`,
  );
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Test report</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: .25rem .6rem; text-align: right; } td:first-child { text-align: left; }
tr.failed td { background: #fde8e8; } pre { white-space: pre-wrap; background: #f6f6f6; padding: .5rem; }
figure { display: inline-block; margin: .5rem; } img { max-width: 480px; border: 1px solid #ccc; }
</style>
<h1>Test report</h1>
<table><thead><tr><th>step</th><th>passed</th><th>failed</th><th>skipped</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>
<h2>Failed tests (${failures.length})</h2>
${failures.join('\n') || '<p>None.</p>'}
<h2>Screenshots of failures (${images.length})</h2>
${images.join('\n') || '<p>None.</p>'}
</html>
`;
}

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  existsSync(dir) ? readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)])) : [];

/** Writes test-results/junit/*.xml and test-results/report.html; returns the number of failed tests. @param {string} root */
export function writeReports(root) {
  const results = join(root, 'test-results');
  /** @type {{ step: string; report: VitestReport }[]} */
  const reports = [];
  for (const name of existsSync(results) ? readdirSync(results).sort() : []) {
    if (!name.endsWith('.json') || name === 'summary.json') continue;
    try {
      const report = JSON.parse(readFileSync(join(results, name), 'utf8'));
      if (Array.isArray(report?.testResults)) reports.push({ step: name.replace(/\.json$/, ''), report });
    } catch {
      // Not a test report (another tool's JSON).
    }
  }
  mkdirSync(join(results, 'junit'), { recursive: true });
  for (const { step, report } of reports) writeFileSync(join(results, 'junit', `${step}.xml`), junitOf(report, step, root));
  // Only failures' screenshots: the ones kept with SCREENSHOTS=1 of passing checks would bury them.
  const screenshots = walk(results)
    .filter((p) => p.endsWith('.png') && !p.includes(`${join('screenshots', 'screens')}`))
    .map((p) => relative(results, p))
    .sort();
  writeFileSync(join(results, 'report.html'), htmlOf(reports, screenshots));
  return reports.reduce((sum, { report }) => sum + report.testResults.flatMap((f) => f.assertionResults).filter((t) => t.status === 'failed').length, 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '..', '..');
  const failed = writeReports(root);
  console.log(`ci-reports: wrote test-results/junit/ and test-results/report.html (${failed} failed test${failed === 1 ? '' : 's'})`);
}
