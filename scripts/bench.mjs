// `npm run bench [-- --strict]`: a benchmark of the production build, not a test (npm test never runs it).
//
//  1. gzip (level 9) JS and CSS the login page and the signed-in landing page load in Chromium, and
//     the largest route chunk (a dist-app/assets JS file the login page does not load);
//  2. whether routing every section grows that initial load (a temp copy of the repo in which every
//     section of the site map is in the section registry, a synthetic declaration standing in where
//     the real one does not exist yet; built and measured in the browser the same way);
//  3. in-page timings against Prism: login form, sign-in to landing, a 75-row list (render, page
//     change; lists are ordered by the server, so there is no client sort to time), each run RUNS
//     times in a fresh browser context; a click on a record list's first row to the record's heading,
//     'Szerkesztés' to the edit form's first field, and the longest main-thread task while a details
//     screen, a new screen, the list, the calendar and the landing page load directly (signed in, fresh context each);
//  4. codegen, type-check, vite build and Prism start-up times; npm test's time from test-results/summary.json.
//
// `npm run bench -- --lighthouse`: the production build and Lighthouse (desktop) on five direct signed-in loads only
// (scripts/lib/bench/lighthouse.mjs), into bench-results/lighthouse.md and .json.
//
// Prints a markdown table to stdout (progress goes to stderr) and writes bench-results/bench.md and
// bench.json. Exits 0 even when a budget fails, unless --strict is given.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  launchBrowser,
  measureAssets,
  recordTimingRun,
  signedInState,
  timingRun,
  CALENDAR_PATH,
  LIST_API,
  NEW_RECORD_PATH,
  RECORD_LIST_PATH,
} from './lib/bench/browser.mjs';
import { changedSinceCopy, makeSectionsCopy, REGISTRY } from './lib/bench/sections.mjs';
import { assetDiff, routeChunks, routeModuleChunks, sumAssets } from './lib/bench/sizes.mjs';
import { fmtBytes, fmtDelta, fmtMs, KB, markdownTable, stats } from './lib/bench/report.mjs';
import { scriptOptions } from './lib/args.mjs';
import { ROOT, runQuiet } from './lib/processes.mjs';
import { startPrismProcess } from './lib/prism.mjs';
import { startPreview } from './lib/preview.mjs';
import { runOnPinnedNode } from './lib/pinned-node.mjs';
import { CHROMIUM_PATH } from './lib/ensure.mjs';

await runOnPinnedNode();
if (process.argv.includes('--scale')) await import('./bench/scale.mjs').then((scale) => scale.runScale()).then(() => process.exit(0));

const options = scriptOptions(
  { strict: { type: 'boolean', default: false }, sizes: { type: 'boolean', default: false }, lighthouse: { type: 'boolean', default: false } },
  'npm run bench [-- --strict] [--sizes | --lighthouse]',
);
const STRICT = options.strict;
// --sizes: only the production build and what the login and landing pages load (no tool times, no
// all-sections copy, no timings): the quick check while trimming the first load.
const SIZES_ONLY = options.sizes;
const RUNS = 5;
const LIST_LIMIT = 75;
const LIST_TOTAL = 750;
const OUT_DIR = 'dist-app';
const SPEC = join(ROOT, 'dist', 'openapi.json');
const RESULTS_DIR = join(ROOT, 'bench-results');
const TEST_SUMMARY = join(ROOT, 'test-results', 'summary.json');
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');

const BUDGETS = {
  loginJs: 135 * KB,
  landingJs: 150 * KB,
  routeChunk: 30 * KB,
  pageChangeMedianMs: 50,
  rowToHeadingMedianMs: 200,
  editToFieldMedianMs: 200,
  longestTaskMs: 100,
};

const log = (msg) => console.error(`bench: ${msg}`);
const now = () => performance.now();

/** Runs a command with its output captured; resolves with {ms, code, tail}. */
async function timed(cmd, args, { cwd = ROOT, env } = {}) {
  const t0 = now();
  const { code, output } = await runQuiet(cmd, args, { cwd, env });
  return { ms: now() - t0, code, tail: output.split('\n').slice(-40).join('\n') };
}

async function timedStep(label, cmd, args, opts) {
  log(`${label} ...`);
  const result = await timed(cmd, args, opts);
  if (result.code !== 0) log(`${label} failed (exit code ${result.code}):\n${result.tail}`);
  else log(`${label}: ${fmtMs(result.ms)}`);
  return result;
}

/** Prism on the full spec (static mode, as the browser tests run it), timed from spawn to its first HTTP answer. */
async function startPrismTimed({ readyTimeoutMs = 90000 } = {}) {
  const t0 = now();
  const prism = await startPrismProcess('prism', ['mock', SPEC], { readyTimeoutMs, readyIntervalMs: 25, cwd: ROOT });
  return { url: prism.url, ms: now() - t0, stop: prism.stop };
}

/** The first row of Prism's real list answer; the synthetic 75 rows are made from it. */
async function fetchListTemplate(prismUrl) {
  try {
    const res = await fetch(`${prismUrl}${LIST_API}`, { headers: { Authorization: 'Token bench', 'Accept-Language': 'hu-HU' } });
    if (!res.ok) return null;
    return (await res.json())?.data?.[0] ?? null;
  } catch {
    return null;
  }
}

function readTestSummary() {
  if (!existsSync(TEST_SUMMARY)) return null;
  try {
    return JSON.parse(readFileSync(TEST_SUMMARY, 'utf8'));
  } catch (err) {
    return { error: `unreadable: ${err.message}` };
  }
}

const pass = (ok) => (ok ? 'pass' : '**FAIL**');

// ---------------------------------------------------------------------------------------------

const data = {
  startedAt: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAvgAtStart: loadavg(),
  runs: RUNS,
  strict: STRICT,
  budgets: BUDGETS,
};
const notMeasured = {};
const cleanup = [];
let copy;
// Whatever way the bench ends: no temp copy left behind. The commands and servers are stopped by
// processes.mjs (its own exit and signal handlers), the browser by playwright.
process.on('exit', () => {
  copy?.remove();
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    copy?.remove();
    // Only exit here while no other handler (processes.mjs, playwright) will.
    if (process.listenerCount(signal) === 1) process.exit(code);
  });
}

async function phase(name, fn) {
  try {
    return await fn();
  } catch (err) {
    notMeasured[name] = err.message === '--sizes' ? 'skipped (--sizes)' : err.message.split('\n')[0];
    log(err.message === '--sizes' ? `${name}: skipped (--sizes)` : `${name}: ${err.stack ?? err.message}`);
    return undefined;
  }
}

const t0All = now();

// --lighthouse: only the production build and Lighthouse on five direct signed-in loads (scripts/lib/bench/lighthouse.mjs).
if (options.lighthouse) {
  // Loaded here only: Lighthouse is a large module the other modes do not need.
  const { LIGHTHOUSE_BUDGETS, lighthouseTable, runLighthouse } = await import('./lib/bench/lighthouse.mjs');
  const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
  if (!existsSync(SPEC)) await timed('npm', ['run', '-s', 'spec:bundle']);
  const build = await timedStep(`vite build (--outDir ${OUT_DIR})`, VITE, ['build', '--outDir', OUT_DIR]);
  if (build.code !== 0) process.exit(1);
  log('starting Prism on dist/openapi.json ...');
  // Lighthouse runs are only meaningful on an idle machine, yet a busy one should still get to them.
  const prism = await startPrismTimed({ readyTimeoutMs: 300000 });
  const preview = await startPreview(prism.url);
  let results;
  try {
    results = await runLighthouse(preview.url, { runs: 2, log });
  } finally {
    await Promise.allSettled([preview.stop(), prism.stop()]);
  }
  const { markdown, ok } = lighthouseTable(results);
  const load = loadavg();
  const text = [
    `## Lighthouse — ${data.startedAt}`,
    '',
    markdown,
    '',
    `- Lighthouse ${LIGHTHOUSE_VERSION}, desktop preset (simulated throttling), performance category only; Debian's Chromium (${CHROMIUM_PATH}), a cold cache each run, signed in through the login form (the token in localStorage). Budgets: performance ≥ ${LIGHTHOUSE_BUDGETS.performance}, CLS ${LIGHTHOUSE_BUDGETS.cls}, longest main-thread task < ${LIGHTHOUSE_BUDGETS.longestTaskMs} ms (Lighthouse's long-tasks audit).`,
    `- Machine: ${data.cpus} CPUs, 1-min load average ${data.loadAvgAtStart[0].toFixed(1)} at start and ${load[0].toFixed(1)} at the end (anything else running lowers the scores). Took ${fmtMs(now() - t0All)}.`,
    '',
    ok ? 'Every screen within its budgets.' : 'A screen is out of its budgets.',
    '',
  ].join('\n');
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'lighthouse.md'), text);
  writeFileSync(join(RESULTS_DIR, 'lighthouse.json'), `${JSON.stringify({ ...data, lighthouse: results }, null, 2)}\n`);
  process.stdout.write(text);
  process.exit(STRICT && !ok ? 1 : 0);
}

// 4a. Tool times, taken before anything else of the bench runs.
if (!existsSync(SPEC)) {
  log('dist/openapi.json is missing; bundling the spec first (not timed) ...');
  await timed('npm', ['run', '-s', 'spec:bundle']);
}
if (!SIZES_ONLY) {
  data.codegen = await timedStep('npm run -s codegen', 'npm', ['run', '-s', 'codegen']);
  data.typecheck = await timedStep('npm run -s typecheck', 'npm', ['run', '-s', 'typecheck']);
}

// The temp copy is taken just before the real build, so both see the same working tree (others may
// be editing src/ meanwhile; changedSinceCopy() below says if they did).
await phase('sections', async () => {
  if (SIZES_ONLY) throw new Error('--sizes');
  copy = await makeSectionsCopy();
  data.sectionsRouted = { registered: copy.registered, added: copy.added.map((s) => s.id) };
  log(`copied the repo to ${copy.dir}; ${REGISTRY} there loads all ${copy.registered.length + copy.added.length} sections (${copy.added.length} synthetic)`);
});

// 1. Production build. --manifest only adds dist-app/.vite/manifest.json, which names the route modules.
data.build = await timedStep(`vite build (--outDir ${OUT_DIR})`, VITE, ['build', '--outDir', OUT_DIR, '--manifest']);
const realBuilt = data.build.code === 0;
if (!realBuilt) notMeasured.build = `vite build failed (exit code ${data.build.code})`;

// 2. The same build with every section routed, in the temp copy.
const copyBuilt =
  realBuilt && copy
    ? await phase('sections', async () => {
        data.changedSinceCopy = changedSinceCopy(copy.dir);
        if (data.changedSinceCopy.length) log(`the working tree changed while the copy was built: ${data.changedSinceCopy.join(', ')}`);
        const build = await timedStep(`vite build of the copy (all ${copy.registered.length + copy.added.length} sections)`, VITE, ['build', '--outDir', OUT_DIR], {
          cwd: copy.dir,
        });
        data.sectionsBuild = { ms: build.ms, code: build.code };
        if (build.code !== 0) throw new Error(`vite build of the copy failed (exit code ${build.code}): ${build.tail.split('\n').slice(-5).join(' ')}`);
        // Each synthetic declaration is its own lazily loaded chunk, as a real section's is.
        const chunks = readdirSync(join(copy.dir, OUT_DIR, 'assets')).filter((f) => f.startsWith('bench-') && f.endsWith('.js'));
        data.sectionsBuild.sectionChunks = chunks.length;
        if (chunks.length < copy.added.length) throw new Error(`the copy's build has ${chunks.length} bench-* section chunks, expected ${copy.added.length}`);
        return true;
      })
    : false;

// 3. Prism, previews and the browser.
let prism;
await phase('prism', async () => {
  log('starting Prism on dist/openapi.json ...');
  prism = await startPrismTimed();
  cleanup.push(() => prism.stop());
  data.prismStartMs = prism.ms;
  log(`Prism answered after ${fmtMs(prism.ms)}`);
});

let browser;
const assets = {};
const sizes = {};
const runs = [];
const recordRuns = [];
if (prism && realBuilt) {
  try {
    const [realPreview, copyPreview, launched] = await Promise.all([
      startPreview(prism.url).then((p) => (cleanup.push(p.stop), p)),
      copyBuilt ? startPreview(prism.url, { cwd: copy.dir, outDir: OUT_DIR }).then((p) => (cleanup.push(p.stop), p)) : null,
      launchBrowser().then((b) => (cleanup.push(() => b.close()), b)),
    ]);
    browser = launched;

    await phase('assets', async () => {
      log('measuring what the login and landing pages load ...');
      assets.real = await measureAssets(browser, realPreview.url);
    });
    if (copyPreview) {
      await phase('sectionsAssets', async () => {
        assets.copy = await measureAssets(browser, copyPreview.url);
        // Sized now: the copy (and its dist-app) is removed at the end of this block.
        const copyOut = join(copy.dir, OUT_DIR);
        sizes.copyLogin = sumAssets(copyOut, assets.copy.login);
        sizes.copyLanding = sumAssets(copyOut, assets.copy.landing);
      });
    }

    await phase('timings', async () => {
      if (SIZES_ONLY) throw new Error('--sizes');
      const template = await fetchListTemplate(prism.url);
      if (!template) log("could not read the list from Prism directly; taking the template row from the app's own first request");
      const fetchTemplate = async (route) => (await (await route.fetch()).json())?.data?.[0];
      for (let i = 1; i <= RUNS; i++) {
        log(`timing run ${i}/${RUNS} ...`);
        runs.push(await timingRun(browser, realPreview.url, { template, fetchTemplate, total: LIST_TOTAL, limit: LIST_LIMIT }));
      }
      data.listTemplate = runs[0]?.template ?? template;
    });

    await phase('recordTimings', async () => {
      if (SIZES_ONLY) throw new Error('--sizes');
      const storageState = await signedInState(browser, realPreview.url);
      for (let i = 1; i <= RUNS; i++) {
        log(`record timing run ${i}/${RUNS} ...`);
        recordRuns.push(await recordTimingRun(browser, realPreview.url, { storageState }));
      }
    });
  } catch (err) {
    notMeasured.browser = err.message.split('\n')[0];
    log(err.stack ?? err.message);
  }
}

// Stop everything this run started, and remove the copy.
await Promise.allSettled(cleanup.reverse().map((stop) => stop()));
copy?.remove();

// ---------------------------------------------------------------------------------------------
// Numbers.

const outDir = join(ROOT, OUT_DIR);
if (assets.real) {
  sizes.login = sumAssets(outDir, assets.real.login);
  sizes.landing = sumAssets(outDir, assets.real.landing);
  sizes.flow = sumAssets(outDir, assets.real.flow);
  sizes.routeChunks = routeChunks(outDir, assets.real.login);
}
if (realBuilt) sizes.routeModules = routeModuleChunks(outDir);
data.assets = assets;
data.sizes = sizes;

data.runs = runs.map(({ template: _t, ...rest }) => rest);
const timing = {};
for (const key of ['loginForm', 'signIn', 'listRender', 'pageChange', 'pageChangeApi']) {
  timing[key] = stats(runs.map((r) => r[key]));
  if (runs.some((r) => `${key}Painted` in r)) timing[`${key}Painted`] = stats(runs.map((r) => r[`${key}Painted`]));
}
data.timing = timing;
data.recordRuns = recordRuns;
const recordTiming = {};
for (const key of [
  'rowToHeading',
  'rowToHeadingPainted',
  'editToField',
  'editToFieldPainted',
  'rowToInlineFormField',
  'detailsLongestTask',
  'newLongestTask',
  'listLongestTask',
  'calendarLongestTask',
  'landingLongestTask',
]) {
  recordTiming[key] = stats(recordRuns.map((r) => r[key]));
}
data.recordTiming = recordTiming;
data.testSummary = readTestSummary();

// ---------------------------------------------------------------------------------------------
// The table.

const rows = [];
const missing = (key, fallback = 'not measured') => `${fallback}${notMeasured[key] ? ` — ${notMeasured[key]}` : ''}`;
const filesNote = (part) => `${part.files.length} file${part.files.length === 1 ? '' : 's'}`;

{
  const section = '1. Initial load (gzip -9, measured in Chromium)';
  const add = (measure, part, kind, budget) => {
    if (!part) return rows.push({ section, measure, value: missing(assets.real ? 'sizes' : 'assets') });
    const value = `${fmtBytes(part[kind].gz)} in ${filesNote(part[kind])}`;
    rows.push({ section, measure, value, ...(budget ? { budget: `≤ ${budget / KB} KB`, status: pass(part[kind].gz <= budget) } : {}) });
  };
  add('Login page /belepes.html — JS', sizes.login, 'js', BUDGETS.loginJs);
  add('Login page /belepes.html — CSS', sizes.login, 'css');
  add('Signed-in landing / (direct load) — JS', sizes.landing, 'js', BUDGETS.landingJs);
  add('Signed-in landing / (direct load) — CSS', sizes.landing, 'css');
  add('Sign-in flow, login → loading → landing (cumulative) — JS', sizes.flow, 'js');
  add('Sign-in flow (cumulative) — CSS', sizes.flow, 'css');
  const largest = sizes.routeChunks?.[0];
  rows.push(
    largest
      ? {
          section,
          measure: `Largest route chunk (of ${sizes.routeChunks.length} JS files the login page does not load)`,
          value: `${largest.name}: ${fmtBytes(largest.gz)}`,
          budget: `≤ ${BUDGETS.routeChunk / KB} KB`,
          status: pass(largest.gz <= BUDGETS.routeChunk),
        }
      : { section, measure: 'Largest route chunk', value: missing('assets') },
  );
  const module = sizes.routeModules?.[0];
  if (module) {
    rows.push({
      section,
      measure: `Largest route module (of ${sizes.routeModules.length} lazily imported route components, from .vite/manifest.json)`,
      value: `${module.name} (${module.src}): ${fmtBytes(module.gz)}`,
    });
  }
  const over = (sizes.routeChunks ?? []).filter((c) => c.gz > BUDGETS.routeChunk);
  if (over.length > 1) rows.push({ section, measure: 'Route chunks over budget', value: over.map((c) => `${c.name} ${fmtBytes(c.gz)}`).join('; ') });
}

data.sectionsGrowth = null;
{
  const total = (data.sectionsRouted?.registered.length ?? 0) + (data.sectionsRouted?.added.length ?? 0);
  const section = `2. All ${total} sections routed vs the ${data.sectionsRouted?.registered.length ?? '?'} built (temp copy, ${data.sectionsRouted?.added.length ?? '?'} synthetic declarations in the registry; same browser measurement)`;
  if (sizes.login && sizes.copyLogin) {
    const growth = {
      loginJs: sizes.copyLogin.js.gz - sizes.login.js.gz,
      loginCss: sizes.copyLogin.css.gz - sizes.login.css.gz,
      landingJs: sizes.copyLanding.js.gz - sizes.landing.js.gz,
      landingCss: sizes.copyLanding.css.gz - sizes.landing.css.gz,
      // Uncompressed bytes decide: the copy's chunks differ in their content hashes, which moves the
      // gzip size by a few bytes either way although no byte of code changed.
      loginJsRaw: sizes.copyLogin.js.raw - sizes.login.js.raw,
      landingJsRaw: sizes.copyLanding.js.raw - sizes.landing.js.raw,
      loginFiles: assetDiff(sizes.login.js.files, sizes.copyLogin.js.files),
      landingFiles: assetDiff(sizes.landing.js.files, sizes.copyLanding.js.files),
    };
    data.sectionsGrowth = growth;
    const where = (files) => (files.length ? ` (${files.map((f) => `${f.name} ${fmtDelta(f.delta)}`).join(', ')})` : '');
    rows.push({
      section,
      measure: 'Login page JS, with vs without',
      value: `${fmtBytes(sizes.copyLogin.js.gz)} vs ${fmtBytes(sizes.login.js.gz)} gz: ${fmtDelta(growth.loginJs)}${where(growth.loginFiles)}; uncompressed ${fmtDelta(growth.loginJsRaw)}`,
      budget: 'no growth (uncompressed)',
      status: pass(growth.loginJsRaw <= 0),
    });
    rows.push({
      section,
      measure: 'Signed-in landing JS, with vs without',
      value: `${fmtBytes(sizes.copyLanding.js.gz)} vs ${fmtBytes(sizes.landing.js.gz)} gz: ${fmtDelta(growth.landingJs)}${where(growth.landingFiles)}; uncompressed ${fmtDelta(growth.landingJsRaw)}`,
      budget: 'no growth (uncompressed)',
      status: pass(growth.landingJsRaw <= 0),
    });
    if (data.changedSinceCopy?.length) {
      rows.push({
        section,
        measure: 'Caution',
        value: `the working tree changed between the copy and the real build (${data.changedSinceCopy.join(', ')}); the difference may include those edits`,
      });
    }
    const worst = Math.max(growth.loginJsRaw, growth.landingJsRaw);
    rows.push({
      section,
      measure: 'Summary',
      value: `initial load grows by ${Math.max(0, worst).toLocaleString('en-US')} bytes (uncompressed JS) with all ${total} sections routed (gz JS: login ${fmtDelta(growth.loginJs)}, landing ${fmtDelta(growth.landingJs)}, ≈ ${Math.round(Math.max(0, worst) / Math.max(1, data.sectionsRouted?.added.length ?? 1))} B per added section; gz CSS: login ${fmtDelta(growth.loginCss)}, landing ${fmtDelta(growth.landingCss)})`,
    });
  } else {
    rows.push({ section, measure: 'Initial load growth', value: missing(notMeasured.sections ? 'sections' : 'sectionsAssets') });
  }
}

{
  const section = `3. In-page timings, Chromium headless against Prism (${RUNS} runs, fresh context each; median / max)`;
  const add = (measure, key, budget) => {
    const s = timing[key];
    if (!s) return rows.push({ section, measure, value: missing(notMeasured.timings ? 'timings' : 'browser') });
    rows.push({
      section,
      measure,
      value: `${fmtMs(s.median)} / ${fmtMs(s.max)}${timing[`${key}Painted`] ? ` (painted: ${fmtMs(timing[`${key}Painted`].median)} / ${fmtMs(timing[`${key}Painted`].max)})` : ''}`,
      ...(budget ? { budget: `median < ${budget} ms`, status: pass(s.median < budget) } : {}),
    });
  };
  add('Login form: navigation start → “E-mail cím” visible', 'loginForm');
  add('Sign-in: “Bejelentkezés” pressed → landing heading visible', 'signIn');
  add(`List: in-app navigation to ${'/rendszerhibak.html'}?limit=${LIST_LIMIT} → ${LIST_LIMIT} rows`, 'listRender');
  add(`List (${LIST_LIMIT} rows): page change “2. oldal” → first row changes`, 'pageChange', BUDGETS.pageChangeMedianMs);
  add('  … of which the list request (page.route-fulfilled, resource timing)', 'pageChangeApi');
}

{
  const section = `3b. Records, Chromium headless against Prism (${RUNS} runs, fresh signed-in context each, cold cache; median / max)`;
  const notRun = () => missing(notMeasured.recordTimings ? 'recordTimings' : 'browser');
  const timed = (measure, key, budget) => {
    const s = recordTiming[key];
    if (!s) return rows.push({ section, measure, value: notRun() });
    const painted = recordTiming[`${key}Painted`];
    rows.push({
      section,
      measure,
      value: `${fmtMs(s.median)} / ${fmtMs(s.max)}${painted ? ` (painted: ${fmtMs(painted.median)} / ${fmtMs(painted.max)})` : ''}`,
      budget: `median < ${budget} ms`,
      status: pass(s.median < budget),
    });
  };
  const detailsPath = recordRuns[0]?.detailsPath ?? '{id}.html';
  timed(`Record: click on the first row link of ${RECORD_LIST_PATH} → the record's heading (${detailsPath})`, 'rowToHeading', BUDGETS.rowToHeadingMedianMs);
  const editMeasure = "Record: 'Szerkesztés' on the details screen → first form field visible";
  if (recordRuns.length && recordRuns.every((r) => !r.hasEdit)) {
    // The branch state where the details screen shows its edit form directly: no button to time.
    const inline = recordTiming.rowToInlineFormField;
    rows.push({
      section,
      measure: editMeasure,
      value: `no 'Szerkesztés' button (the edit form is on the details screen itself)${inline ? `; row click → the edit form's first field: ${fmtMs(inline.median)} / ${fmtMs(inline.max)}` : ''}`,
      budget: `median < ${BUDGETS.editToFieldMedianMs} ms`,
      status: 'n/a',
    });
  } else if (recordRuns.some((r) => !r.hasEdit)) {
    rows.push({ section, measure: editMeasure, value: `'Szerkesztés' found in ${recordRuns.filter((r) => r.hasEdit).length} of ${recordRuns.length} runs only` });
  } else {
    timed(editMeasure, 'editToField', BUDGETS.editToFieldMedianMs);
  }
  const task = (measure, key, countKey) => {
    const s = recordTiming[key];
    if (!s) return rows.push({ section, measure, value: notRun() });
    const counts = recordRuns.map((r) => r[countKey]).filter((n) => typeof n === 'number');
    rows.push({
      section,
      measure,
      value: `${fmtMs(s.median)} / ${fmtMs(s.max)} (long tasks ≥ 50 ms per load: ${counts.join(', ')})`,
      budget: `median ≤ ${BUDGETS.longestTaskMs} ms`,
      status: pass(s.median <= BUDGETS.longestTaskMs),
    });
  };
  task(`Longest main-thread task, direct signed-in load of the details screen ${detailsPath}`, 'detailsLongestTask', 'detailsLongTasks');
  task(`Longest main-thread task, direct signed-in load of the new screen ${NEW_RECORD_PATH}`, 'newLongestTask', 'newLongTasks');
  task(`Longest main-thread task, direct signed-in load of the list ${RECORD_LIST_PATH}`, 'listLongestTask', 'listLongTasks');
  task(`Longest main-thread task, direct signed-in load of the calendar ${CALENDAR_PATH}`, 'calendarLongestTask', 'calendarLongTasks');
  task('Longest main-thread task, direct signed-in load of the landing page /', 'landingLongestTask', 'landingLongTasks');
}

{
  const section = '4. Tool times';
  const tool = (measure, result) =>
    rows.push({ section, measure, value: result ? `${fmtMs(result.ms)}${result.code ? ` (FAILED, exit code ${result.code})` : ''}` : 'not measured' });
  tool('npm run -s codegen', data.codegen);
  tool('npm run -s typecheck', data.typecheck);
  tool(`vite build (--outDir ${OUT_DIR})`, data.build);
  rows.push({
    section,
    measure: 'Prism start-up on the full spec (spawn → first HTTP answer)',
    value: data.prismStartMs !== undefined ? fmtMs(data.prismStartMs) : missing('prism'),
  });
  const summary = data.testSummary;
  let value = 'not measured — run npm test first';
  if (summary?.error) value = `not measured — test-results/summary.json ${summary.error}`;
  else if (summary && typeof summary.totalMs === 'number') {
    const steps = Array.isArray(summary.steps) ? summary.steps : [];
    const notRun = steps.filter((s) => s.status !== 'ok').map((s) => `${s.name} ${s.status}`);
    value = `${fmtMs(summary.totalMs)} (${summary.ok === false ? 'failed' : 'ok'}; run ${summary.startedAt ?? 'at an unknown time'}${notRun.length ? `; not a full run: ${notRun.join(', ')}` : ''})`;
  } else if (summary) value = 'not measured — test-results/summary.json has no totalMs';
  rows.push({ section, measure: 'npm test (whole run, from test-results/summary.json)', value });
}

const failed = rows.filter((r) => r.status && r.status !== 'pass' && r.status !== 'n/a');
const budgetRows = [
  'Login page /belepes.html — JS',
  'Signed-in landing / (direct load) — JS',
  'Largest route chunk',
  `List (${LIST_LIMIT} rows): page change “2. oldal” → first row changes`,
  'Record: click on the first row link',
  "Record: 'Szerkesztés' on the details screen",
  'Longest main-thread task, direct signed-in load of the details screen',
  'Longest main-thread task, direct signed-in load of the new screen',
  'Longest main-thread task, direct signed-in load of the list',
  'Longest main-thread task, direct signed-in load of the calendar',
  'Longest main-thread task, direct signed-in load of the landing page',
];
const unchecked = budgetRows.filter((m) => !rows.some((r) => r.measure.startsWith(m) && r.status));
let verdict = failed.length ? `Failed: ${failed.map((r) => r.measure).join('; ')}.` : 'Every measured budget passes.';
if (unchecked.length) verdict += ` Not checked (not measured): ${unchecked.join('; ')}.`;
if (failed.length || unchecked.length) verdict += STRICT ? ' --strict: exit code 1.' : ' Reported only (--strict makes this exit 1).';
const table = markdownTable(rows);
const notes = [
  `KB = 1024 bytes. Sizes are gzip level 9 (node:zlib) of the dist-app files behind every same-origin /assets/ JS/CSS response Chromium received; each page starts with a cold cache and is read once no request has been in flight for 400 ms.`,
  `"Direct load" of / is a fresh context holding a signed-in session (it passes the loading screen, whose chunk therefore counts); the cumulative row adds the login page's own chunks.`,
  `Timings are performance.now() inside the page: from navigation start (login form) or from the in-page action (element.click(), or history.pushState, which TanStack Router treats as an in-app navigation) until a MutationObserver sees the condition hold; "painted" adds the wait for the next frame (requestAnimationFrame + task), i.e. layout and paint of the change. Budgets use the MutationObserver time. GET ${LIST_API} is answered by page.route with ${LIST_LIMIT} rows (of ${LIST_TOTAL}) built from Prism's first row.`,
  `Records (3b): the list ${RECORD_LIST_PATH} is loaded directly and its first row link clicked (element.click()) until a visible h1 other than the list's shows at the link's address; 'Szerkesztés' (a button or link of that text, where the details screen has one) is clicked until a form field that was not there before is visible (n/a where the edit form is on the details screen itself). Longest task: the largest 'longtask' PerformanceObserver entry (Chromium reports tasks ≥ 50 ms; 0 ms = none) from navigation start until the screen's heading (details, calendar), first form field (new screen), first row (list) or greeting (landing) shows and no request has been in flight for 400 ms.`,
  `Machine: ${data.cpus} CPUs, Node ${process.version}, 1-min load average ${data.loadAvgAtStart[0].toFixed(1)} at start and ${loadavg()[0].toFixed(1)} at the end (anything else running skews the times). Bench took ${fmtMs(now() - t0All)}.`,
];
const notMeasuredLines = Object.entries(notMeasured).map(([k, v]) => `- ${k}: ${v}`);
const markdown = [
  `## Benchmark — ${data.startedAt}`,
  '',
  table,
  '',
  ...notes.map((n) => `- ${n}`),
  ...(notMeasuredLines.length ? ['', 'Not measured:', ...notMeasuredLines] : []),
  '',
  verdict,
  '',
].join('\n');

data.notMeasured = notMeasured;
data.rows = rows;
data.failed = failed.map((r) => r.measure);
data.unchecked = unchecked;
data.totalMs = now() - t0All;
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(join(RESULTS_DIR, 'bench.md'), markdown);
writeFileSync(join(RESULTS_DIR, 'bench.json'), `${JSON.stringify(data, null, 2)}\n`);
process.stdout.write(markdown);
log('wrote bench-results/bench.md and bench-results/bench.json');

const incomplete = Object.keys(notMeasured).length > 0;
process.exit(STRICT && (failed.length || unchecked.length || incomplete) ? 1 : 0);
