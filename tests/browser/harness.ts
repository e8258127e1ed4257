// Shared setup for the browser tests: Prism + `vite preview` of dist-app + system Chromium.
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Result as AxeResult } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Page } from 'playwright-core';
import { SCENARIO_STORAGE_KEY } from '@/lib/mock-scenario';
import { CHROMIUM_PATH } from '../../scripts/lib/ensure.mjs';
import { pinClock } from '../clock';
import { ROOT, freePort } from '../../scripts/lib/processes.mjs';
import { startPreview } from '../../scripts/lib/preview.mjs';
import { startPrism } from '../../scripts/lib/prism.mjs';

export { CHROMIUM_PATH };

export interface Stack {
  appUrl: string;
  prismUrl: string;
  /** Prism's log so far (validation violations show up here). */
  prismLog(): string[];
  stop(): Promise<void>;
}

/** Where global-setup.ts hands the run's stacks and Chromium's launch options to the workers (their environment). */
const SHARED_STACK = 'BROWSER_TESTS_STACK';
const SHARED_DYNAMIC_STACK = 'BROWSER_TESTS_DYNAMIC_STACK';
const SHARED_LAUNCH_OPTIONS = 'BROWSER_TESTS_LAUNCH_OPTIONS';

/** The run's stacks (static examples and random data) and Chromium's launch options, for the workers to read. */
export async function shareRunStacks(): Promise<() => Promise<void>> {
  const [stack, dynamicStack, launch] = await Promise.all([startOwnStack(), startOwnStack({ dynamic: true }), browserLaunchOptions()]);
  process.env[SHARED_STACK] = JSON.stringify({ appUrl: stack.appUrl, prismUrl: stack.prismUrl });
  process.env[SHARED_DYNAMIC_STACK] = JSON.stringify({ appUrl: dynamicStack.appUrl, prismUrl: dynamicStack.prismUrl });
  process.env[SHARED_LAUNCH_OPTIONS] = JSON.stringify(launch);
  return async () => {
    await Promise.all([stack.stop(), dynamicStack.stop()]);
  };
}

/**
 * The stack a test file uses: the one stack of the run shared by every file (Prism and `vite preview` start
 * once per run, not once per file), on the spec's examples or with `dynamic` on random data; a stack of its
 * own only outside the browser run (the route sweep).
 */
export async function startStack({ dynamic = false }: { dynamic?: boolean } = {}): Promise<Stack> {
  const shared = process.env[dynamic ? SHARED_DYNAMIC_STACK : SHARED_STACK];
  if (shared) return { ...(JSON.parse(shared) as { appUrl: string; prismUrl: string }), prismLog: () => [], stop: async () => {} };
  return startOwnStack({ dynamic });
}

/** Prism on dist/openapi.json plus the built app (dist-app) served by `vite preview`. */
export async function startOwnStack({ dynamic = false }: { dynamic?: boolean } = {}): Promise<Stack> {
  if (!existsSync(join(ROOT, 'dist-app', 'index.html'))) {
    throw new Error('dist-app/ has no build; run `npm run test:browser` (it runs `vite build` first).');
  }
  // Both at once: the preview only needs to know where Prism will listen.
  const prismPort = await freePort();
  const [prism, preview] = await Promise.allSettled([startPrism({ dynamic, snapshot: true, port: prismPort }), startPreview(`http://127.0.0.1:${prismPort}`)]);
  if (prism.status === 'fulfilled' && preview.status === 'fulfilled') {
    return {
      appUrl: preview.value.url,
      prismUrl: prism.value.url,
      prismLog: prism.value.output,
      stop: async () => {
        await Promise.all([preview.value.stop(), prism.value.stop()]);
      },
    };
  }
  for (const started of [prism, preview]) if (started.status === 'fulfilled') await started.value.stop();
  throw prism.status === 'rejected' ? prism.reason : preview.status === 'rejected' ? preview.reason : new Error('the stack did not start');
}

/**
 * Chromium's omnibox popups: two WebUI pages that each context's window preloads, each in a renderer of its own
 * (about 7 % of a browser run's CPU). No test uses the address bar.
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

let launchOptions: Promise<LaunchOptions> | undefined;

export function browserLaunchOptions(): Promise<LaunchOptions> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}; run \`npm run test:browser\` (it installs Debian's chromium).`);
  }
  const shared = process.env[SHARED_LAUNCH_OPTIONS];
  if (shared) return Promise.resolve(JSON.parse(shared) as LaunchOptions);
  launchOptions ??= (async () => {
    const base = {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'],
    };
    // Chromium keeps only the last --disable-features it is given: Playwright's own list, read off a first
    // start of the browser, goes on with ours added.
    const probe = await chromium.launchServer(base);
    const prefix = '--disable-features=';
    const playwrights =
      probe
        .process()
        .spawnargs.find((arg) => arg.startsWith(prefix))
        ?.slice(prefix.length)
        .split(',') ?? [];
    await probe.close();
    return { ...base, args: [...base.args, `${prefix}${[...playwrights, ...UNUSED_FEATURES].join(',')}`] };
  })();
  return launchOptions;
}

/**
 * Signed-in pages a file has finished with, kept for the next file of the worker that signs in the same way:
 * a page in a new context costs Chromium a renderer process (about 1 CPU-s, as much again as loading the app).
 */
const idlePages = new Map<string, Page[]>();

export function takeIdlePage(key: string): Page | undefined {
  const page = idlePages.get(key)?.pop();
  return page && !page.isClosed() ? page : undefined;
}

export function keepIdlePage(key: string, page: Page) {
  idlePages.set(key, [...(idlePages.get(key) ?? []), page]);
}

/** A file's end: the pages it opened close and the idle ones stay for the next file of the worker. */
export async function releaseBrowser(browser: Browser | undefined) {
  if (!browser) return;
  const kept = new Set([...idlePages.values()].flat().map((page) => page.context()));
  await Promise.all(
    browser
      .contexts()
      .filter((context) => !kept.has(context))
      .map((context) => context.close().catch(() => undefined)),
  );
}

/**
 * A page in its own context (1366x900, hu-HU, Budapest time, the clock at the pinned date) that pushes console
 * errors and uncaught page errors into `consoleErrors`, so a test can assert it stays empty.
 */
export async function newPage(browser: Browser, { consoleErrors, ...contextOptions }: { consoleErrors?: string[] } & BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    ...contextOptions,
  });
  await pinClock(context);
  const page = await context.newPage();
  if (consoleErrors) collectConsoleErrors(page, consoleErrors);
  page.on('close', () => void context.close().catch(() => {}));
  return page;
}

/** Pushes the page's console errors and uncaught page errors into `consoleErrors`. */
export function collectConsoleErrors(page: Page, consoleErrors: string[]) {
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
}

/**
 * Signs the page in as a named example user the way QA does in the mock build: the stored scenario (README, "QA")
 * makes the app ask for that example. Not by routing the request: while a page has a route, Chromium holds every
 * request of it (scripts included) for the test to pass on, about half again the cost of a page load.
 */
export async function pinUser(target: Page | BrowserContext, user: string) {
  await target.addInitScript(([key, value]) => {
    if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, value);
  }, userScenario(user));
}

/** The stored scenario (sessionStorage key and value) that pins the signed-in user to a named example. */
export const userScenario = (user: string) => [SCENARIO_STORAGE_KEY, JSON.stringify({ user, rules: [] })] as const;

let axeSource: Promise<string> | undefined;

/**
 * axe-core violations of impact "serious" or "critical" on the current page. react-aria's live
 * announcer (an off-screen region that keeps references to announced elements after they unmount)
 * is the library's own and is left out.
 */
export async function runAxe(page: Page): Promise<AxeResult[]> {
  // Read the page at rest: a list that is reloading dims its rows while it waits (aria-busy), and a
  // reload that an action (a delete, a save) sets off can begin a moment after its toast shows.
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __axeQuietSince?: number };
        if (document.querySelector('[aria-busy="true"]')) w.__axeQuietSince = undefined;
        else w.__axeQuietSince ??= performance.now();
        return w.__axeQuietSince !== undefined && performance.now() - w.__axeQuietSince >= 150;
      },
      undefined,
      { polling: 50, timeout: 15_000 },
    )
    .catch(() => {});
  axeSource ??= readFile(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  // Once per document: a page that moved inside the app has it still.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: await axeSource });
  const violations = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(
      { exclude: [['[data-live-announcer]']] },
      // Only the violations are read: axe need not gather the passing and incomplete nodes.
      { resultTypes: ['violations'] },
    );
    return violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * A full-page screenshot of what a test has just checked, to test-results/screenshots/<name>.png, taken only
 * when asked (SCREENSHOTS=1): a run without pictures nobody opens saves the browser time they cost.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS === '1') await failureScreenshot(page, name);
}

/** Full-page screenshot to test-results/screenshots/<name>.png, always taken; returns the path. */
export async function failureScreenshot(page: Page, name: string): Promise<string> {
  const path = join(ROOT, 'test-results', 'screenshots', `${name}.png`);
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
  return path;
}
