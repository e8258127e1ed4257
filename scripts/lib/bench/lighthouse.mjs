// `npm run bench -- --lighthouse`: Lighthouse (desktop preset, performance only) on direct signed-in loads of
// the production build against Prism. Debian's Chromium runs it (CHROME_PATH, /usr/bin/chromium); nothing
// downloads a browser. One Chromium profile holds the session: the token is put in localStorage by signing in
// through the login form, as a user does; Lighthouse then keeps storage (disableStorageReset) while the
// browser's cache is emptied before every run, so each run is a cold direct load of a signed-in user.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../ensure.mjs';
import { freePort, startProcess } from '../processes.mjs';
import { EMAIL_LABEL, LANDING_HEADING, PASSWORD_LABEL } from './browser.mjs';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The screens of issue 35 point 10; `path` null: the first record of `listOf` (Prism's example). */
export const LIGHTHOUSE_SCREENS = [
  { name: 'Landing page', path: '/' },
  { name: 'Invoice list', path: '/penzugy/szamlazas/lista.html' },
  { name: 'Commitment details', path: null, listOf: '/kotelezettsegvallalas/lista.html' },
  { name: 'New employee', path: '/hr/dolgozok/uj.html' },
  { name: 'Room-booking calendar', path: '/muszak/teremfoglalasok/naptar.html' },
];

/** Debian's Chromium with a DevTools port and a profile of its own; resolves once the port answers. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const proc = await startProcess(CHROMIUM_PATH, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    name: 'chromium',
    readyUrl: `http://127.0.0.1:${port}/json/version`,
    readyTimeoutMs: 30000,
  });
  return {
    port,
    stop: async () => {
      await proc.stop();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login form in the profile's own context, and finds the first record of each `listOf`. */
async function signInAndResolve(port, appUrl, screens) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${appUrl}/belepes.html`);
    await page.getByLabel(EMAIL_LABEL).fill('kovacs.anna@tankerulet.hu');
    await page.getByLabel(PASSWORD_LABEL).fill('barmilyen-jelszo');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await page.getByRole('heading', { name: LANDING_HEADING }).waitFor({ timeout: 30000 });
    const resolved = [];
    for (const screen of screens) {
      if (screen.path) {
        resolved.push(screen);
        continue;
      }
      await page.goto(`${appUrl}${screen.listOf}`);
      const link = page.locator('table tbody tr a[href]').first();
      await link.waitFor({ timeout: 30000 });
      resolved.push({ ...screen, path: new URL(await link.evaluate((a) => a.href)).pathname });
    }
    await page.close();
    return resolved;
  } finally {
    // Disconnects only: the browser is Lighthouse's next.
    await browser.close();
  }
}

/** Empties the browser's HTTP cache (storage, with the session, stays). */
async function clearCache(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  } finally {
    await browser.close();
  }
}

/** The figures of one Lighthouse result. */
export function lighthouseFigures(lhr) {
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = longTasks.reduce((max, task) => (task.duration > max.duration ? task : max), { duration: 0, url: '' });
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    // A run Lighthouse could not finish (its runtimeError) has no metric values.
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    longestTaskMs: longest.duration,
    longestTaskUrl: longest.url,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

const failedRun = (message) => ({ performance: 0, tbtMs: 0, cls: 0, lcpMs: 0, longestTaskMs: 0, longestTaskUrl: '', runtimeError: message });

/**
 * Runs Lighthouse `runs` times on each screen (a cold cache each time, signed in). Resolves with
 * [{ name, path, runs: [figures…] }].
 */
export async function runLighthouse(appUrl, { screens = LIGHTHOUSE_SCREENS, runs = 2, log = () => {} } = {}) {
  const chrome = await startChromium();
  try {
    const resolved = await signInAndResolve(chrome.port, appUrl, screens);
    const results = [];
    for (const screen of resolved) {
      const result = { name: screen.name, path: screen.path, runs: [] };
      for (let i = 1; i <= runs; i++) {
        await clearCache(chrome.port);
        log(`lighthouse: ${screen.name} (${screen.path}) run ${i}/${runs} ...`);
        // A run that fails (Chromium's protocol gives up on a busy machine) is reported as such; the others go on.
        const figures = await lighthouse(
          `${appUrl}${screen.path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          desktopConfig,
        ).then(
          (answer) => (answer ? lighthouseFigures(answer.lhr) : failedRun('no result')),
          (error) => failedRun(error instanceof Error ? error.message : String(error)),
        );
        log(
          `lighthouse: ${screen.name}: performance ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, longest task ${Math.round(figures.longestTaskMs)} ms${figures.runtimeError ? ` (${figures.runtimeError})` : ''}`,
        );
        result.runs.push(figures);
      }
      results.push(result);
    }
    return results;
  } finally {
    await chrome.stop();
  }
}

export const LIGHTHOUSE_BUDGETS = { performance: 95, cls: 0, longestTaskMs: 100 };

/** The markdown table of `runLighthouse`'s results with the budgets of issue 35 point 10, and whether all hold. */
export function lighthouseTable(results, budgets = LIGHTHOUSE_BUDGETS) {
  const lines = ['| Screen | Run | Performance | TBT | CLS | LCP | Longest task | Result |', '| --- | --- | --- | --- | --- | --- | --- | --- |'];
  let ok = true;
  for (const screen of results) {
    screen.runs.forEach((run, index) => {
      const holds = !run.runtimeError && run.performance >= budgets.performance && run.cls <= budgets.cls && run.longestTaskMs < budgets.longestTaskMs;
      ok &&= holds;
      const task = run.longestTaskMs ? `${Math.round(run.longestTaskMs)} ms (${run.longestTaskUrl.replace(/^.*\//, '') || 'no script'})` : 'none ≥ 50 ms';
      lines.push(
        `| ${index === 0 ? `${screen.name} \`${screen.path}\`` : ''} | ${index + 1} | ${run.performance} | ${Math.round(run.tbtMs)} ms | ${run.cls.toFixed(3)} | ${Math.round(run.lcpMs)} ms | ${task} | ${run.runtimeError ? `**${run.runtimeError}**` : holds ? 'pass' : '**FAIL**'} |`,
      );
    });
  }
  return { markdown: lines.join('\n'), ok };
}
