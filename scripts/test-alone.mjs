// `npm run test:alone [-- --count 50] [--seed N]`: proof that each browser test runs alone. Lists every test of
// playwright.config.ts, picks `count` of them at random (the seed is printed, to run the same sample again), and
// runs each in a `playwright test` of its own (its own worker, browser and stack, nothing run before it).
// Not part of `npm test`: a sample of 50 takes about as long as the whole browser step.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { scriptOptions } from './lib/args.mjs';
import { ensureChromium, ensureInstalled } from './lib/ensure.mjs';
import { runOnPinnedNode } from './lib/pinned-node.mjs';
import { ROOT, run, runQuiet } from './lib/processes.mjs';

const options = scriptOptions(
  { count: { type: 'string', default: '50' }, seed: { type: 'string', default: String(Date.now() % 1_000_000) } },
  'npm run test:alone [-- --count N] [--seed N]',
);
const count = Number(options.count);
const seed = Number(options.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('--count and --seed take whole numbers');
  process.exit(2);
}
await ensureInstalled();
await runOnPinnedNode();
await ensureChromium();
const playwright = join(ROOT, 'node_modules', '.bin', 'playwright');
if ((await run('npm', ['run', '-s', 'spec:bundle'])) !== 0) process.exit(1);
if (!existsSync(join(ROOT, 'dist-app', 'index.html')) && (await run('npm', ['run', '-s', 'build:mock'])) !== 0) process.exit(1);

/** Every test as the runner lists it: project, file, and the titles (describes, then the test's own). */
const listed = await runQuiet(playwright, ['test', '--list', '--reporter=json']);
if (listed.code !== 0) {
  process.stdout.write(listed.output);
  process.exit(1);
}
const report = JSON.parse(listed.output.slice(listed.output.indexOf('{')));
const tests = [];
// The file a test is run by is its top suite's (a shared check is declared in tests/browser/shared/, run by sections-N).
const walk = (suite, file, titles) => {
  for (const spec of suite.specs ?? []) for (const test of spec.tests) tests.push({ project: test.projectName, file, titles: [...titles, spec.title] });
  for (const inner of suite.suites ?? []) walk(inner, file, [...titles, inner.title]);
};
for (const top of report.suites) walk(top, top.file, []);

// A small seeded generator (mulberry32): the same seed picks the same sample.
let state = seed;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pool = [...tests];
const sample = [];
while (sample.length < count && pool.length) sample.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
console.log(`test:alone: ${sample.length} of ${tests.length} tests, seed ${seed}`);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const failed = [];
for (const [i, test] of sample.entries()) {
  const name = test.titles.join(' › ');
  // The runner matches -g against "project file describes title" joined by spaces: the whole title, to its end.
  const grep = `${escape(test.titles.join(' '))}$`;
  const started = Date.now();
  const { code, output } = await runQuiet(playwright, ['test', `--project=${test.project}`, `tests/${test.file}`, '-g', grep, '--reporter=line', '--workers=1']);
  const ran = /(\d+) passed/.exec(output)?.[1];
  const ok = code === 0 && ran === '1';
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${i + 1}/${sample.length} ${((Date.now() - started) / 1000).toFixed(1)} s  [${test.project}] ${test.file} › ${name}`);
  if (!ok) {
    failed.push(name);
    process.stdout.write(code === 0 ? `  ran ${ran ?? 'no'} tests, not exactly this one\n` : output);
  }
}
console.log(`\ntest:alone: ${sample.length - failed.length} of ${sample.length} passed alone (seed ${seed})`);
process.exit(failed.length ? 1 : 0);
