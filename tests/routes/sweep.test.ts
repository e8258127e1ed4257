import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROOT } from '../../scripts/lib/processes.mjs';
import { pinUser, releaseBrowser, runAxe, startStack, type Stack } from '../browser/harness';
import { afterAll, beforeAll, describe, expect, it, test } from '../browser/runner';
import { pinClock } from '../clock';
import { compareWithBaseline, passingInEveryMode, readBaseline, writeBaseline, BASELINE_FILE, type BaselineComparison, type Status } from './baseline';
import { routeCases, type RouteCase } from './route-list';

const rounds = Math.max(1, Number(process.env.ROUTE_SWEEP_ROUNDS ?? 1));
const modes = [{ name: 'static', dynamic: false }, ...Array.from({ length: rounds }, (_, i) => ({ name: `dynamic-${i + 1}`, dynamic: true }))];
const cases = routeCases();
// Beside the browser tests (`npm test`) two pages a round, so the sweep takes about the one core of a worker.
const CONCURRENCY = Math.max(1, Number(process.env.ROUTE_SWEEP_CONCURRENCY ?? 2));

type Outcome = { status: 'pass' } | { status: 'not built' } | { status: 'fail'; problems: string[] };
const report: Record<string, Record<string, Outcome>> = {};
const comparisons: Record<string, BaselineComparison> = {};
const baseline = readBaseline();
// `npm run test:routes -- --update-baseline`: write the routes that passed in every mode as the new baseline.
const updatingBaseline = process.env.ROUTE_SWEEP_UPDATE_BASELINE === '1';
const statuses = (results: Record<string, Outcome>): Record<string, Status> => Object.fromEntries(Object.entries(results).map(([route, o]) => [route, o.status]));
let browser: Browser | undefined;
beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

const NO_ACCESS = 'Nincs jogosultsága ehhez az oldalhoz.';

/** Pages whose last visit failed: the next visit loads its address afresh rather than moving from a broken screen. */
const loadAfresh = new WeakSet<Page>();
/** The requests each page has open (a move inside the app has no load event to wait for). */
const openRequests = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page) {
  const open = new Set<unknown>();
  openRequests.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return page;
}

/** Resolves once the page has had no request open for half a second (as `networkidle` does for a load), at most after 15 s. */
async function networkQuiet(page: Page) {
  const open = openRequests.get(page)!;
  const until = Date.now() + 15_000;
  for (let quietSince = Date.now(); Date.now() < until; await page.waitForTimeout(100)) {
    if (open.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
  }
}

/**
 * Reaches the screen. Each page loads its first address afresh (as a bookmark does), and again after a
 * visit that failed; every other visit moves inside the running app through its router, as a link does.
 * A move runs the same route loader as a load and costs Chromium about a quarter of one (the examples'
 * round: 162 s loading each address, 64 s moving). That every address loads directly is proven by the
 * nginx test (every address answers the app) and by each page's first visit here.
 */
async function open(page: Page, url: string) {
  if (loadAfresh.has(page) || page.url() === 'about:blank') {
    loadAfresh.delete(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    return;
  }
  // Through the app's router, as a link does (the router's history patches pushState: a push and a
  // popstate beside it would load the screen twice).
  await page.evaluate((to) => {
    const { __TSR_ROUTER__: router } = window as unknown as { __TSR_ROUTER__: { navigate(to: { href: string }): Promise<void> } };
    void router.navigate({ href: to });
  }, url);
  await networkQuiet(page);
}

async function context(stack: Stack, signedIn: boolean, dynamic: boolean, user = 'district_user'): Promise<BrowserContext> {
  const ctx = await browser!.newContext({ viewport: { width: 1366, height: 900 }, locale: 'hu-HU', timezoneId: 'Europe/Budapest', baseURL: stack.appUrl });
  await pinClock(ctx);
  if (signedIn) await ctx.addInitScript(() => window.localStorage.setItem('token', 'route-sweep'));
  // The signed-in user is pinned to a named example of the spec (in dynamic mode too, so that random
  // permissions or a random password-change flag do not hide the screen under test).
  // (Prism gives a named example over random data.)
  if (dynamic || user !== 'district_user') await pinUser(ctx, user);
  return ctx;
}

/** A round's way of visiting: with axe or without. */
interface How {
  axe: boolean;
}

/**
 * A signed-in screen is visited as the district user; one the district user may not open (the store's
 * screens) is visited again as the store user. Either way the screen itself must render, not the no-access page.
 */
async function visitAsStaff(pages: { in: Page; store: Page }, route: RouteCase, shotDir: string, how: How): Promise<Outcome> {
  const outcome = await visit(pages.in, route, shotDir, how);
  if (outcome.status !== 'pass' || !(await pages.in.getByText(NO_ACCESS).count())) return outcome;
  const asStore = await visit(pages.store, route, shotDir, how);
  if (asStore.status === 'pass' && (await pages.store.getByText(NO_ACCESS).count()))
    return { status: 'fail', problems: ['shows the no-access page to the district user and the store user'] };
  return asStore;
}

/**
 * axe runs on the examples' round: every screen once. The random rounds look for what breaks on data no
 * example holds (a throw, the error screen, a request the mock rejects), without axe.
 */
async function visit(page: Page, route: RouteCase, shotDir: string, how: How): Promise<Outcome> {
  const problems: string[] = [];
  const onConsole = (msg: { type(): string; text(): string }) => (msg.type() === 'error' ? problems.push(`console error: ${msg.text()}`) : undefined);
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const onResponse = (response: { url(): string; status(): number; request(): { method(): string } }) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      problems.push(`${response.request().method()} ${response.url()} answered ${response.status()} (a request the mock rejected)`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  try {
    await open(page, route.url);
    const finalPath = new URL(page.url()).pathname;
    // No screen yet (the router sent it on to /404.html; a redirect in the baseline that ends here still fails as a regression).
    if (finalPath === '/404.html' && route.url !== '/404.html' && route.expect !== '/404.html') return { status: 'not built' };
    if (route.expect && finalPath !== route.expect) {
      // The redirect led to the not-found screen: its target has no screen yet (the router may redirect
      // on to /404.html without committing the target's address first). A redirect in the baseline
      // that ends here still fails the run as a regression.
      if (finalPath === '/404.html' && route.expect !== '/404.html') return { status: 'not built' };
      problems.push(`redirected to ${finalPath}, expected ${route.expect}`);
    } else if (!route.expect && finalPath === '/404.html' && route.url !== '/404.html') {
      return { status: 'not built' };
    } else if (!route.expect && !route.signedIn && finalPath === '/belepes.html' && route.url !== '/belepes.html') {
      // A public screen with no route of its own falls to the generic section routes, which ask to sign in.
      return { status: 'not built' };
    }
    if (await page.getByRole('heading', { name: 'Hiba történt' }).count()) problems.push('shows the error screen');
    // Every screen, on any data, names itself with a level-1 heading once it has loaded.
    await page
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => problems.push('shows no level-1 heading'));
    if (await page.locator('[data-route-error]').count()) problems.push('shows a load error inside the page');
    if (how.axe) for (const v of await runAxe(page)) problems.push(`axe ${v.impact}: ${v.id} (${v.nodes.length}×) ${v.help}`);
  } catch (error) {
    problems.push(`navigation failed: ${(error as Error).message}`);
  } finally {
    // A picture of each failing screen; of every screen only when asked (SCREENSHOTS=1), as they cost browser time.
    if (problems.length || process.env.SCREENSHOTS === '1')
      await page.screenshot({ path: join(shotDir, `${route.url.replace(/^\//, '').replace(/[/{}]/g, '_') || 'index'}.png`) }).catch(() => undefined);
    if (problems.length) loadAfresh.add(page);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
  }
  return problems.length ? { status: 'fail', problems } : { status: 'pass' };
}

afterAll(async () => {
  // In `npm test` the sweep runs beside the browser tests, on their worker's Chromium: only its own contexts close.
  await releaseBrowser(browser);
  const lines: string[] = [];
  for (const [mode, results] of Object.entries(report)) {
    const values = Object.values(results);
    const count = (s: Outcome['status']) => values.filter((o) => o.status === s).length;
    lines.push(
      `Route sweep (${mode}): ${count('pass')} of ${values.length} listed routes exist and pass; ${count('not built')} not built yet; ${count('fail')} failing`,
    );
    const comparison = comparisons[mode];
    if (comparison) {
      lines.push(
        `Route sweep (${mode}) against tests/routes/expected-passing.txt (${baseline.length} routes): ${comparison.regressed.length} regressed; ${comparison.fresh.length} new (passing, not listed yet)`,
      );
      for (const route of comparison.regressed) lines.push(`  regressed: ${route}`);
      if (!updatingBaseline) for (const route of comparison.fresh) lines.push(`  new: ${route} (add it to the baseline, or run with --update-baseline)`);
    }
  }
  if (updatingBaseline && Object.keys(report).length) {
    const passing = passingInEveryMode(Object.fromEntries(Object.entries(report).map(([mode, results]) => [mode, statuses(results)])));
    writeBaseline(passing, BASELINE_FILE);
    lines.push(`Route sweep baseline: wrote ${passing.length} routes that passed in every mode to tests/routes/expected-passing.txt`);
  }
  await mkdir(join(ROOT, 'test-results', 'routes'), { recursive: true });
  await writeFile(join(ROOT, 'test-results', 'routes', 'report.json'), JSON.stringify(report, null, 2));
  console.log(`\n${lines.join('\n')}`);
});

// The rounds run side by side, each with its own Prism: a round alone leaves a core idle while its pages wait for the network.
describe('every listed route against Prism', () => {
  const sweep = async ({ name, dynamic }: (typeof modes)[number]) => {
    const stack = await startStack({ dynamic });
    const shotDir = join(ROOT, 'test-results', 'routes', name);
    await mkdir(shotDir, { recursive: true });
    const results: Record<string, Outcome> = (report[name] = {});
    try {
      const [signedIn, signedOut, signedInStore] = await Promise.all([
        context(stack, true, dynamic),
        context(stack, false, dynamic),
        context(stack, true, dynamic, 'store_user'),
      ]);
      // A few pages at once: most of a visit is waiting for the network to go quiet, not work.
      const how: How = { axe: !dynamic };
      const queue = [...cases];
      const worker = async () => {
        const pages = {
          in: trackRequests(await signedIn.newPage()),
          out: trackRequests(await signedOut.newPage()),
          store: trackRequests(await signedInStore.newPage()),
        };
        for (let route = queue.shift(); route; route = queue.shift())
          results[route.listed] = await (route.signedIn ? visitAsStaff(pages, route, shotDir, how) : visit(pages.out, route, shotDir, how));
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      await Promise.all([signedIn.close(), signedOut.close(), signedInStore.close()]);
    } finally {
      await stack.stop();
    }
    const failing = Object.entries(results).flatMap(([listed, o]) => (o.status === 'fail' ? o.problems.map((p) => `${listed}: ${p}`) : []));
    // A screen that rendered cleanly before (the baseline lists it) must still: a regression to 404 fails the run.
    const comparison = (comparisons[name] = compareWithBaseline(statuses(results), baseline));
    expect({ failing, regressed: updatingBaseline ? [] : comparison.regressed }).toEqual({ failing: [], regressed: [] });
    expect(Object.values(results).filter((o) => o.status === 'pass').length).toBeGreaterThan(0);
  };
  it(`${modes.map((mode) => mode.name).join(', ')}: passes on each of the ${cases.length} routes that exist`, async () => {
    test.setTimeout(900_000);
    await Promise.all(modes.map(sweep));
  });
});
