// @ts-check
// The reports for CI and for people: JUnit XML (one test case per operation and check) and a
// self-contained HTML page. Everything the target sent is text here: escaped, never markup.
import { summaryLine, violationLine } from './report.mjs';

/**
 * @typedef {import('./run.mjs').Result} Result
 * @typedef {import('./run.mjs').Call} Call
 * @typedef {{ classname: string, name: string, ms?: number, kind: 'pass' | 'failure' | 'error' | 'skipped', message?: string, text?: string }} TestCase
 */

// Characters XML 1.0 does not allow at all (a target's answer may hold any of them).
// eslint-disable-next-line no-control-regex -- these control characters are the point
const NOT_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const escapeXml = (s) =>
  String(s ?? '')
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
const escapeHtml = escapeXml;

const seconds = (ms) => ((ms ?? 0) / 1000).toFixed(3);

/** The suites of a report: the answers to valid GETs, and (with --negative) the forbidden requests. */
function suites(report) {
  const list = [{ name: 'conformance', title: 'Valid requests: do the answers conform?', results: report.results }];
  if (report.negative) list.push({ name: 'negative', title: 'Forbidden requests: refused with a 400 field map naming the field?', results: report.negative.results });
  return list;
}

/**
 * Test cases of one suite: a result without calls is one case (skipped, with why), otherwise one
 * case per call (plain, filters, detail, or one forbidden request).
 * @returns {TestCase[]}
 */
function testCases(suite, results) {
  /** @type {TestCase[]} */
  const cases = [];
  for (const r of results) {
    const classname = `${suite}.${r.operationId}`;
    if (!r.calls.length) {
      cases.push({ classname, name: `${r.method} ${r.path}`, kind: r.outcome === 'error' ? 'error' : 'skipped', message: r.reason ?? r.outcome });
      continue;
    }
    for (const c of r.calls) {
      const name = suite === 'negative' ? `${c.label} (${c.request.split('?')[0]})` : `${c.label}: ${c.request}`;
      const base = { classname, name, ms: c.ms };
      if (c.violations.length) cases.push({ ...base, kind: 'failure', message: c.violations.map(violationLine).join('; '), text: callText(c) });
      else if (c.error) cases.push({ ...base, kind: 'error', message: c.error, text: callText(c) });
      else if (c.skip) cases.push({ ...base, kind: 'skipped', message: c.skip });
      else cases.push({ ...base, kind: 'pass' });
    }
  }
  return cases;
}

/** A failed call as plain text: the request, the answer, the violations. */
function callText(c) {
  const lines = [`Request: ${c.request}${c.via === 'prism-proxy' ? " (through Prism's validation proxy)" : ''}`];
  if (c.requestBody !== undefined) lines.push(`Request body: ${c.requestBody}`);
  if (c.status !== undefined)
    lines.push(
      `Status: ${c.replaced ? `Prism's ${c.status} violation report` : c.status}${c.upstreamStatus !== undefined && c.replaced ? ` (target ${c.upstreamStatus})` : ''}`,
    );
  if (c.answer !== undefined) lines.push(`Answer: ${c.answer}`);
  if (c.error) lines.push(`Error: ${c.error}`);
  for (const v of c.violations) lines.push(`Violation: ${violationLine(v)}`);
  return lines.join('\n');
}

const count = (cases, kind) => cases.filter((c) => c.kind === kind).length;

/** The JUnit XML of a report (the testsuites/testsuite/testcase shape CI servers read). */
export function junitReport(report) {
  const all = suites(report).map((s) => ({ ...s, cases: testCases(s.name, s.results) }));
  const total = all.flatMap((s) => s.cases);
  const totals = (cases) => `tests="${cases.length}" failures="${count(cases, 'failure')}" errors="${count(cases, 'error')}" skipped="${count(cases, 'skipped')}"`;
  const time = (cases) => seconds(cases.reduce((n, c) => n + (c.ms ?? 0), 0));
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  out.push(`<testsuites name="${escapeXml(`API conformance: ${report.target}`)}" ${totals(total)} time="${seconds(report.durationMs)}">`);
  for (const s of all) {
    out.push(`  <testsuite name="${escapeXml(s.name)}" ${totals(s.cases)} time="${time(s.cases)}" timestamp="${escapeXml(report.startedAt.replace(/\.\d+Z$/, ''))}">`);
    out.push('    <properties>');
    for (const [name, value] of [
      ['target', report.target],
      ['spec', report.spec],
      ['prism', report.prismVersion],
      ['auth', report.auth],
      ['description', s.title],
    ])
      out.push(`      <property name="${escapeXml(name)}" value="${escapeXml(value)}"/>`);
    out.push('    </properties>');
    for (const c of s.cases) {
      const open = `    <testcase classname="${escapeXml(c.classname)}" name="${escapeXml(c.name)}" time="${seconds(c.ms)}"`;
      if (c.kind === 'pass') {
        out.push(`${open}/>`);
        continue;
      }
      out.push(`${open}>`);
      if (c.kind === 'skipped') out.push(`      <skipped message="${escapeXml(c.message)}"/>`);
      else out.push(`      <${c.kind} message="${escapeXml(c.message)}" type="${c.kind === 'failure' ? 'violation' : 'error'}">${escapeXml(c.text)}</${c.kind}>`);
      out.push('    </testcase>');
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}

/** A self-contained HTML page of a report: summary, then failures with request and answer. */
export function htmlReport(report) {
  const all = suites(report).map((s) => ({ ...s, summary: s.name === 'negative' ? report.negative.summary : report.summary }));
  const failed = all.some((s) => s.summary.violations || s.summary.errors);
  const h = [];
  h.push('<!doctype html>', '<html lang="en">', '<head>', '<meta charset="utf-8">');
  // Nothing runs or loads in this page; the target's answers below are text.
  h.push(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`);
  h.push(`<title>${escapeHtml(`API conformance: ${report.target} — ${failed ? 'FAIL' : 'PASS'}`)}</title>`);
  h.push(
    '<style>body{font:14px/1.45 system-ui,sans-serif;margin:2rem;max-width:75rem}table{border-collapse:collapse;margin:.5rem 0 1rem}' +
      'td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}.fail{color:#a00}.pass{color:#070}' +
      'pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:.5rem;margin:.25rem 0}details{margin:.25rem 0 .75rem}summary{cursor:pointer}</style>',
  );
  h.push('</head>', '<body>');
  h.push(`<h1>API conformance: <code>${escapeHtml(report.target)}</code> — <span class="${failed ? 'fail' : 'pass'}">${failed ? 'FAIL' : 'PASS'}</span></h1>`);
  h.push(
    `<p>Run ${escapeHtml(report.startedAt)} (${escapeHtml((report.durationMs / 1000).toFixed(1))} s) against spec <code>${escapeHtml(report.spec)}</code>, ` +
      `authenticated by ${escapeHtml(report.auth)}; JSON answers checked by Prism ${escapeHtml(report.prismVersion)}'s validation proxy.</p>`,
  );
  h.push('<table><thead><tr><th>part</th><th>operations</th><th>passed</th><th>violations</th><th>errors</th><th>skipped</th></tr></thead><tbody>');
  for (const s of all) {
    h.push(
      `<tr><td>${escapeHtml(s.title)}</td><td>${s.summary.operations}</td><td>${s.summary.passed}</td>` +
        `<td class="${s.summary.violations ? 'fail' : ''}">${s.summary.violations}</td><td class="${s.summary.errors ? 'fail' : ''}">${s.summary.errors}</td><td>${s.summary.skipped}</td></tr>`,
    );
  }
  h.push('</tbody></table>');
  for (const s of all) {
    h.push(`<h2>${escapeHtml(s.title)}</h2>`, `<p>${escapeHtml(summaryLine(s.summary))}.</p>`);
    const bad = s.results.filter((r) => r.outcome === 'violation' || r.outcome === 'error');
    if (bad.length) h.push(`<h3>Failures (${bad.length} operations)</h3>`);
    for (const r of bad) {
      h.push(`<h4 class="fail">${escapeHtml(r.operationId)} — ${escapeHtml(r.method)} <code>${escapeHtml(r.path)}</code></h4>`);
      if (!r.calls.length) h.push(`<p>${escapeHtml(r.reason)}</p>`);
      for (const c of r.calls.filter((x) => x.violations.length || x.error)) {
        h.push('<details open>', `<summary>${escapeHtml(c.label)}: <code>${escapeHtml(c.request)}</code></summary>`);
        h.push('<ul>');
        for (const v of c.violations) h.push(`<li>${escapeHtml(violationLine(v))}</li>`);
        if (c.error) h.push(`<li>${escapeHtml(c.error)}</li>`);
        h.push('</ul>', `<pre>${escapeHtml(callText(c))}</pre>`, '</details>');
      }
    }
    const rest = s.results.filter((r) => r.outcome === 'pass' || r.outcome === 'skipped');
    h.push(
      `<details><summary>Passed and skipped (${rest.length} operations)</summary><table><thead><tr><th>operation</th><th>call</th><th>outcome</th><th>note</th></tr></thead><tbody>`,
    );
    for (const r of rest) {
      h.push(
        `<tr><td>${escapeHtml(r.operationId)}</td><td>${escapeHtml(r.method)} <code>${escapeHtml(r.path)}</code></td>` +
          `<td class="${r.outcome === 'pass' ? 'pass' : ''}">${escapeHtml(r.outcome)}</td><td>${escapeHtml(r.reason ?? `${r.calls.length} call${r.calls.length === 1 ? '' : 's'}`)}</td></tr>`,
      );
    }
    h.push('</tbody></table></details>');
  }
  h.push('</body>', '</html>');
  return `${h.join('\n')}\n`;
}
