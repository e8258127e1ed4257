// @ts-check
// conformance.json, conformance.md and the console summary of a conformance run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Counts per outcome. */
export function summarise(results) {
  const count = (o) => results.filter((r) => r.outcome === o).length;
  return {
    operations: results.length,
    passed: count('pass'),
    violations: count('violation'),
    skipped: count('skipped'),
    errors: count('error'),
    violationCount: results.reduce((n, r) => n + r.calls.reduce((m, c) => m + c.violations.length, 0), 0),
    calls: results.reduce((n, r) => n + r.calls.length, 0),
    passedGets: results.filter((r) => r.outcome === 'pass' && r.method === 'GET').length,
  };
}

export const summaryLine = (s) =>
  `${plural(s.operations, 'operation')}: ${s.passed} passed, ${s.violations} with violations (${plural(s.violationCount, 'violation')}), ` +
  `${s.skipped} skipped, ${plural(s.errors, 'error')}; ${plural(s.calls, 'call')}`;

/** One violation as a line: where, the offending field, the code and Prism's message. */
export const violationLine = (v) => `${v.where} ${v.field}${v.code ? ` [${v.code}]` : ''}: ${v.message}`;

/** The status a call got: the target's, or Prism's 500 that replaced an answer breaking the spec. */
const statusOf = (c) => {
  if (c.status === undefined) return '';
  if (!c.replaced) return String(c.status);
  return c.upstreamStatus !== undefined ? `target ${c.upstreamStatus}, replaced by Prism's ${c.status}` : `Prism's ${c.status} violation report`;
};
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The violations to print: one block per operation. */
export function violationBlocks(results) {
  const lines = [];
  for (const r of results.filter((x) => x.outcome === 'violation')) {
    lines.push(`✗ ${r.operationId}  ${r.method} ${r.path}`);
    for (const c of r.calls.filter((x) => x.violations.length)) {
      lines.push(`    ${c.request}  (${c.label}, ${c.via}${c.status !== undefined ? `, ${statusOf(c)}` : ''})`);
      for (const v of c.violations) lines.push(`      - ${violationLine(v)}`);
    }
  }
  return lines;
}

const md = (s) =>
  String(s ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');
const code = (s) => `\`${String(s).replace(/`/g, "'")}\``;

function markdown(report) {
  const { summary: s, results } = report;
  const out = [];
  out.push(`# API conformance: ${report.target}`, '');
  out.push(`**${summaryLine(s)}.**`, '');
  out.push('| outcome | operations |', '| --- | --- |');
  out.push(`| passed | ${s.passed} |`, `| violation | ${s.violations} |`, `| skipped | ${s.skipped} |`, `| error | ${s.errors} |`, '');
  out.push(
    `Run ${report.startedAt} (${(report.durationMs / 1000).toFixed(1)} s) against ${code(report.target)}, spec ${code(report.spec)} ` +
      `(${report.specOperations} operations${report.only ? `; only ${report.only.join(', ')}` : ''}), authenticated by ${report.auth}. ` +
      `JSON answers were checked by Prism ${report.prismVersion}'s validation proxy (${code('prism proxy --errors')}); ` +
      'downloads (xlsx, pdf, csv) were requested from the target directly and checked by status, content type and Content-Disposition. ' +
      `A status the operation does not declare counts as a violation. ` +
      (report.negative
        ? 'With --negative, requests the spec forbids (writes included) were also sent to the target directly, each expected to be refused with a 400 field map naming the field.'
        : `Only GETs were sent${report.auth.startsWith('login') ? ', and the login' : ''}.`),
    '',
  );

  const violating = results.filter((r) => r.outcome === 'violation');
  out.push(`## Violations (${violating.length})`, '');
  if (!violating.length) out.push('None.', '');
  for (const r of violating) {
    out.push(`### ${r.operationId} — ${r.method} ${code(r.path)}`, '');
    for (const c of r.calls) {
      const head = `${code(c.request)} (${c.label}, ${c.via === 'direct' ? 'direct' : 'through Prism'}${c.status !== undefined ? `, status ${statusOf(c)}` : ''})`;
      if (!c.violations.length) {
        out.push(`- ${head}: ${c.error ? `error: ${md(c.error)}` : c.skip ? `skipped: ${md(c.skip)}` : 'conforms'}`);
        continue;
      }
      out.push(`- ${head}:`);
      for (const v of c.violations) out.push(`  - ${md(v.where)} ${code(v.field)}${v.code ? ` (${md(v.code)})` : ''}: ${md(v.message)}`);
    }
    out.push('');
  }

  const errors = results.filter((r) => r.outcome === 'error');
  if (errors.length) {
    out.push(`## Errors (${errors.length})`, '', 'Calls that got no checkable answer.', '');
    out.push('| operation | call | error |', '| --- | --- | --- |');
    for (const r of errors) out.push(`| ${r.operationId} | ${r.method} ${code(r.path)} | ${md(r.reason)} |`);
    out.push('');
  }

  const warned = results.flatMap((r) => r.calls.flatMap((c) => c.warnings.map((w) => ({ r, c, w }))));
  if (warned.length) {
    out.push(`## Warnings (${warned.length})`, '', 'Reported by Prism as warnings; they do not fail the run.', '');
    for (const { r, c, w } of warned) out.push(`- ${r.operationId} ${code(c.request)}: ${md(w.where)} ${code(w.field)}: ${md(w.message)}`);
    out.push('');
  }

  const passed = results.filter((r) => r.outcome === 'pass');
  out.push(`## Passed (${passed.length})`, '');
  if (passed.length) {
    out.push('| operation | call | statuses | note |', '| --- | --- | --- | --- |');
    for (const r of passed) {
      out.push(
        `| ${r.operationId} | ${r.method} ${code(r.path)} | ${r.calls.map((c) => `${c.label} ${c.skip ? 'skipped' : statusOf(c)}`).join(', ')} | ${md(r.reason ?? (r.kind === 'download' ? 'download (direct)' : ''))} |`,
      );
    }
    out.push('');
  }

  const skipped = results.filter((r) => r.outcome === 'skipped');
  out.push(`## Skipped (${skipped.length})`, '');
  if (skipped.length) {
    out.push('| operation | call | why |', '| --- | --- | --- |');
    for (const r of skipped) out.push(`| ${r.operationId} | ${r.method} ${code(r.path)} | ${md(r.reason)} |`);
    out.push('');
  }

  if (report.negative) {
    const n = report.negative;
    out.push(`## Negative: forbidden requests (${summaryLine(n.summary)})`, '');
    const failing = n.results.filter((r) => r.outcome === 'violation' || r.outcome === 'error');
    if (!failing.length) out.push('Every forbidden request sent was refused with a 400 field map naming the field.', '');
    for (const r of failing) {
      out.push(`### ${r.operationId} — ${r.method} ${code(r.path)}`, '');
      if (r.reason) out.push(`- ${md(r.reason)}`);
      for (const c of r.calls.filter((x) => x.violations.length || x.error)) {
        out.push(
          `- ${code(c.request)} ${md(c.label)}${c.status !== undefined ? ` (status ${c.status})` : ''}: ${md(c.error ?? c.violations.map(violationLine).join('; '))}`,
        );
      }
      out.push('');
    }
  }
  return out.join('\n');
}

/** Writes conformance.json and conformance.md into outDir; returns their paths. */
export function writeReport(outDir, report) {
  mkdirSync(outDir, { recursive: true });
  const json = join(outDir, 'conformance.json');
  const mdFile = join(outDir, 'conformance.md');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(mdFile, `${markdown(report)}\n`);
  return { json, md: mdFile };
}
