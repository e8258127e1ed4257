// `npm test [-- --only spec:lint,typecheck]`: every check, in order, stopping at the first failure. Steps of
// one group run side by side (the machine has at least two cores and most of these use one); their output
// is shown as each finishes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureInstalled, ensureNginx } from './lib/ensure.mjs';
import { commaList, scriptOptions } from './lib/args.mjs';
import { ROOT, run, runQuiet } from './lib/processes.mjs';
import { inheritedInstall, runOnPinnedNode } from './lib/pinned-node.mjs';

const GROUPS = [
  ['spec:lint'],
  ['spec:bundle'],
  // It writes the route tree (a build artefact) that the type check reads.
  ['codegen:check'],
  ['typecheck', 'lint', 'test:lint-config', 'format:check'],
  // Alone: beside the API checks a fresh clone's run took 109.2 s for the group, against 53.7 s + 48.0 s one after the other.
  // (The mock build beside it, or the spec's lint beside the static checks, made those groups as much longer as they saved.)
  ['test:unit'],
  // The mock build the browser tests and the route sweep both serve, made once beside the API checks.
  ['test:contract', 'test:conformance', 'test:nginx', 'build:mock'],
  // The browser tests with the route sweep as one more of their projects (playwright.config.ts): one stack,
  // one Chromium and one pool of two workers for both, so neither waits for the other's start or last file.
  ['test:browser'],
];
const STEPS = GROUPS.flat();

function selectedSteps() {
  const { only } = scriptOptions({ only: { type: 'string' } }, 'npm test [-- --only step,step]');
  if (only === undefined) return STEPS;
  const names = commaList(only);
  const unknown = names.filter((n) => !STEPS.includes(n));
  if (!names.length || unknown.length) {
    console.error(`--only expects a comma-separated subset of: ${STEPS.join(', ')}`);
    if (unknown.length) console.error(`unknown: ${unknown.join(', ')}`);
    process.exit(2);
  }
  return STEPS.filter((s) => names.includes(s)); // keep the canonical order
}

/** Playwright Test's JSON report, read when it is this run's: its files (suites), each with its tests (specs). */
function playwrightReport(since) {
  try {
    const report = JSON.parse(readFileSync(join(ROOT, 'test-results', 'browser.json'), 'utf8'));
    return Date.parse(report.stats.startTime) >= since ? report : undefined;
  } catch {
    return undefined;
  }
}

/** The tests of a Playwright suite and of the suites inside it. */
const testsOf = (suite) => [...(suite.specs ?? []).flatMap((spec) => spec.tests), ...(suite.suites ?? []).flatMap(testsOf)];

/** Each browser test file's test time (its tests' durations summed) and test count, slowest first (where the step's time goes). */
function browserFileTimes(since) {
  const report = playwrightReport(since);
  if (!report) return [];
  return report.suites
    .map((file) => {
      const tests = testsOf(file);
      return {
        file: `tests/${file.file}`,
        ms: tests.reduce((sum, test) => sum + test.results.reduce((ms, result) => ms + result.duration, 0), 0),
        tests: tests.length,
        failed: tests.filter((test) => test.status === 'unexpected').length,
      };
    })
    .sort((a, b) => b.ms - a.ms);
}

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printSummary(results, totalMs) {
  const width = Math.max(...results.map((r) => r.name.length));
  console.log(`\n==> Összesítés / Summary (Node ${process.version})`);
  for (const r of results) {
    const time = r.ms === undefined ? '' : secs(r.ms);
    console.log(`  ${r.name.padEnd(width)}  ${r.status.padEnd(9)} ${time.padStart(8)}${r.note ? `  (${r.note})` : ''}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${''.padEnd(9)} ${secs(totalMs).padStart(8)}`);
}

const selected = selectedSteps();
const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts ?? {};
const started = Date.now();
const results = [];

try {
  // npm ci installs the project's Node too; the checks run on it.
  const install = inheritedInstall() ?? (await ensureInstalled());
  await runOnPinnedNode({ install });
  if (selected.some((s) => s === 'test:browser' || s === 'test:nginx')) await ensureChromium();
  if (selected.includes('test:nginx')) await ensureNginx();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

/** Runs a step with its output held back, then shows it whole, so steps side by side do not interleave. */
async function runHeld(label, cmd, args, { env } = {}) {
  const { code, output } = await runQuiet(cmd, args, { env, color: true });
  console.log(`\n==> ${label}: its output`);
  process.stdout.write(output);
  return code;
}

async function runStep(name, number, alone) {
  const header = `\n==> [${number}/${selected.length}] ${name}`;
  if (!scripts[name]) {
    console.log(`${header}: SKIPPED — package.json has no "${name}" script`);
    return { name, status: 'skipped', note: 'no npm script' };
  }
  console.log(`${header}  (npm run -s ${name})${alone ? '' : ' — side by side; its output follows when it ends'}`);
  const t0 = Date.now();
  // The browser tests serve the mock build made beside the API checks instead of building again.
  const reuseBuild = results.some((r) => r.name === 'build:mock' && r.status === 'ok');
  const options = reuseBuild ? { env: { BROWSER_TESTS_REUSE_BUILD: '1' } } : {};
  const code = await (alone ? run('npm', ['run', '-s', name], options) : runHeld(name, 'npm', ['run', '-s', name], options));
  const ms = Date.now() - t0;
  const ok = code === 0;
  console.log(`<== ${name}: ${ok ? 'ok' : `FAILED (exit code ${code})`} in ${secs(ms)}`);
  return { name, status: ok ? 'ok' : 'FAILED', ms, note: ok ? '' : `exit code ${code}`, ...(name === 'test:browser' ? { files: browserFileTimes(t0) } : {}) };
}

let failed = false;
for (const group of GROUPS) {
  const steps = group.filter((name) => selected.includes(name));
  if (!steps.length) continue;
  if (failed) {
    for (const name of steps) results.push({ name, status: 'not run' });
    continue;
  }
  const outcomes = await Promise.all(steps.map((name) => runStep(name, selected.indexOf(name) + 1, steps.length === 1)));
  results.push(...outcomes);
  failed = outcomes.some((r) => r.status === 'FAILED');
}

printSummary(results, Date.now() - started);

// The closing line CI reads: every test of this run, unit (Vitest) and browser (Playwright Test) together.
let passed = 0;
let failedTests = 0;
let skipped = 0;
const browserReport = playwrightReport(started);
if (browserReport) {
  passed += browserReport.stats.expected;
  failedTests += browserReport.stats.unexpected + browserReport.stats.flaky;
  skipped += browserReport.stats.skipped;
}
for (const file of [
  'test-results/lint-config.json',
  'test-results/unit.json',
  'test-results/contract.json',
  'test-results/conformance.json',
  'test-results/nginx.json',
]) {
  try {
    const report = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
    if (report.startTime < started) continue;
    passed += report.numPassedTests;
    failedTests += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } catch {
    // That step did not run.
  }
}
// The benchmark reads the whole run's time from here.
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
writeFileSync(
  join(ROOT, 'test-results', 'summary.json'),
  JSON.stringify(
    {
      startedAt: new Date(started).toISOString(),
      totalMs: Date.now() - started,
      ok: !failed,
      full: selected.length === STEPS.length,
      steps: results,
      tests: { passed, failed: failedTests, skipped },
    },
    null,
    2,
  ),
);
console.log(`\nTests: ${passed} passed, ${failedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
