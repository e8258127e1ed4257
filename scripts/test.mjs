// `npm test [-- --only spec:lint,typecheck]`: every check, in order, stopping at the first failure.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureInstalled, ensureNginx } from './lib/ensure.mjs';
import { ROOT, run } from './lib/processes.mjs';

const STEPS = [
  'spec:lint',
  'spec:bundle',
  'codegen:check',
  'typecheck',
  'lint',
  'test:lint-config',
  'test:unit',
  'test:contract',
  'test:conformance',
  'test:browser',
  'test:nginx',
  'test:routes',
  'format:check',
];

function parseOnly(argv) {
  const i = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (i === -1) return STEPS;
  const value = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const names = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !STEPS.includes(n));
  if (!names.length || unknown.length) {
    console.error(`--only expects a comma-separated subset of: ${STEPS.join(', ')}`);
    if (unknown.length) console.error(`unknown: ${unknown.join(', ')}`);
    process.exit(2);
  }
  return STEPS.filter((s) => names.includes(s)); // keep the canonical order
}

/** Each browser test file's time and test count from this run's vitest report, slowest first (where the step's time goes). */
function browserFileTimes(since) {
  try {
    const report = JSON.parse(readFileSync(join(ROOT, 'test-results', 'browser.json'), 'utf8'));
    if (report.startTime < since) return [];
    return report.testResults
      .map((file) => ({
        file: file.name.replace(`${ROOT}/`, ''),
        ms: Math.round(file.endTime - file.startTime),
        tests: file.assertionResults.length,
        failed: file.assertionResults.filter((test) => test.status === 'failed').length,
      }))
      .sort((a, b) => b.ms - a.ms);
  } catch {
    return [];
  }
}

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printSummary(results, totalMs) {
  const width = Math.max(...results.map((r) => r.name.length));
  console.log('\n==> Összesítés / Summary');
  for (const r of results) {
    const time = r.ms === undefined ? '' : secs(r.ms);
    console.log(`  ${r.name.padEnd(width)}  ${r.status.padEnd(9)} ${time.padStart(8)}${r.note ? `  (${r.note})` : ''}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${''.padEnd(9)} ${secs(totalMs).padStart(8)}`);
}

const selected = parseOnly(process.argv.slice(2));
const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts ?? {};
const started = Date.now();
const results = [];

try {
  await ensureInstalled();
  if (selected.some((s) => s === 'test:browser' || s === 'test:routes' || s === 'test:nginx')) await ensureChromium();
  if (selected.includes('test:nginx')) await ensureNginx();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

let failed = false;
for (const [i, name] of selected.entries()) {
  if (failed) {
    results.push({ name, status: 'not run' });
    continue;
  }
  const header = `\n==> [${i + 1}/${selected.length}] ${name}`;
  if (!scripts[name]) {
    console.log(`${header}: SKIPPED — package.json has no "${name}" script`);
    results.push({ name, status: 'skipped', note: 'no npm script' });
    continue;
  }
  console.log(`${header}  (npm run -s ${name})`);
  const t0 = Date.now();
  // The route sweep serves the build the browser tests just made of the same tree instead of building again.
  const reuseBuild = name === 'test:routes' && results.some((r) => r.name === 'test:browser' && r.status === 'ok');
  const code = await run('npm', ['run', '-s', name], reuseBuild ? { env: { ROUTE_SWEEP_REUSE_BUILD: '1' } } : {});
  const ms = Date.now() - t0;
  const ok = code === 0;
  console.log(`<== ${name}: ${ok ? 'ok' : `FAILED (exit code ${code})`} in ${secs(ms)}`);
  results.push({ name, status: ok ? 'ok' : 'FAILED', ms, note: ok ? '' : `exit code ${code}`, ...(name === 'test:browser' ? { files: browserFileTimes(t0) } : {}) });
  failed = !ok;
}

printSummary(results, Date.now() - started);

// The closing line CI reads: every vitest test of this run, unit and browser together.
let passed = 0;
let failedTests = 0;
let skipped = 0;
for (const file of [
  'test-results/lint-config.json',
  'test-results/unit.json',
  'test-results/contract.json',
  'test-results/conformance.json',
  'test-results/browser.json',
  'test-results/nginx.json',
  'test-results/routes.json',
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
