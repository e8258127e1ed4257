// The steps every section's browser test takes as a staff user: sign in (as a named example user of
// GET /api/felhasznalok/en/), fill choosers and dates, force one error answer, and check the permission
// gates. One place, so sixty section tests do not each carry their own copy.
import type { Browser, Locator, Page, Request, Route } from 'playwright-core';
import { shown } from './waits';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from './runner';
import { collectConsoleErrors, keepIdlePage, newPage, pinUser, releaseBrowser, userScenario, startStack, takeIdlePage, type Stack } from './harness';

/** The signed-in user examples of the spec (README, "QA"). */
export type ExampleUser = 'district_user' | 'school_user' | 'readonly_user' | 'no_permissions' | 'store_user';

/** The console errors forced failures cause: Chromium logs each failed request. */
export const FORCED_ERRORS = [/status of 400 \(Bad Request\)/, /status of 404 \(Not Found\)/, /net::ERR_INTERNET_DISCONNECTED/];

export interface StaffSession {
  page: Page;
  consoleErrors: string[];
  /** Console errors other than those a forced failure causes. */
  unexpectedConsoleErrors(): string[];
  /** API calls Prism refused as not matching the spec (422), as `METHOD url`. */
  rejected: string[];
  /** Responses with an error status (any URL), as `STATUS METHOD path`. */
  failedLoads: string[];
  /** The API requests sent so far with this method and path (`/api/…/`, or a pattern of it). */
  sent(method: string, path: string | RegExp): Request[];
  /** The API requests so far whose URL contains `part` (a section's base, a sub-resource), any method. */
  sentUnder(part: string): Request[];
  lastSent(method: string, path: string): Request | undefined;
  /** The JSON body of the last such request. */
  lastBody(method: string, path: string): unknown;
  /** Resolves with the next request of this method whose path matches. */
  nextRequest(method: string, path: string | RegExp): Promise<Request>;
  /**
   * Goes to `path` inside the running app, as a link does (a history push the router follows), once a screen
   * of it is shown: a move costs Chromium about a fifth of a load. It starts the app afresh at the address
   * instead (the mock build's restart: an empty cache, as a load has) where the cache could answer other than
   * the test means: the address already shown (going there again means to reload it), and the first visit after
   * a test forced reads (answerReads, preferReads, a GET of once), so that the forced answer is asked for and no
   * later test sees it cached. A page that does not show the app loads the address.
   * Leaving a form with typed changes asks first; the move leaves. `landsOn`: the path a redirect ends at.
   */
  goto(path: string, landsOn?: string): Promise<void>;
  /** Resolves once the app's router has no navigation under way: the screen shown is the address's, its data answered. */
  settled(): Promise<void>;
  /** Loads the address afresh, as a bookmark or a typed address does (the app starts again). */
  load(path: string): Promise<void>;
  /** Whether the element shows within the timeout (for a test that goes one way or another on it). */
  visible(locator: Locator, timeout?: number): Promise<boolean>;
  /** Waits for the element to show; fails naming the locator and what the page showed when it does not. */
  shows(locator: Locator, timeout?: number): Promise<void>;
  /** Waits for a toast with this text; fails naming it when none shows. */
  toast(text: string | RegExp): Promise<void>;
  /** A text or number input by its label (a required field's label carries a '*'). */
  input(label: string, scope?: Locator): Locator;
  /** Types 'YYYY-MM-DD' (or 'YYYY-MM-DD HH:mm') into a react-aria date field, segment by segment. */
  fillDate(label: string, value: string, scope?: Locator): Promise<void>;
  /**
   * Picks an option of a chooser by typing its start.
   */
  choose(label: string, typed: string, option: string | RegExp, scope?: Locator): Promise<void>;
  /** Picks an option of a select (react-aria Select) by its label. */
  select(label: string, option: string | RegExp, scope?: Locator): Promise<void>;
  /** Handles the next request of this method and path; others go on as usual. */
  once(method: string, path: string | RegExp, handle: (route: Route) => Promise<void>): Promise<void>;
  /** The next such request goes to Prism with `Prefer: <prefer>` (`code=400`, `example=closed`). */
  preferOnce(prefer: string, method: string, path: string | RegExp): Promise<void>;
  /** The next such request fails as if the network were down. */
  failOnce(method: string, path: string | RegExp): Promise<void>;
  /**
   * Every GET of this path is handled so until the test ends. A screen's reads are not one-off: a one-off
   * answer can go to a background refetch of the page before (after a decision) instead of the page load.
   */
  answerReads(path: string | RegExp, handle: (route: Route) => Promise<void>): Promise<void>;
  /** Every GET of this path goes to Prism with `Prefer: <prefer>` until the test ends. */
  preferReads(prefer: string, path: string | RegExp): Promise<void>;
  /**
   * Requests of this path carry their body to the test until it ends, files included: without a route Chromium
   * reports a multipart request that carries a file with no body.
   */
  readUploads(path: string | RegExp): Promise<void>;
  /** Removes what once, answerReads, preferReads and readUploads set (staffSuite calls it after each test). */
  endTest(): Promise<void>;
  /**
   * A test's start (staffSuite calls it before each test): the app stops, so that a test starts from its own address
   * (its first `goto` starts the app afresh there, as a load does) and never from the screen a test before it left;
   * the requests rejected, console errors and failed loads noted are the test's own.
   */
  startTest(): Promise<void>;
  /**
   * Stops the app and leaves its address, so that the next visit starts it afresh: for a check of the shared suite
   * (whose checks go on from the screen the one before left) that leaves it as no later check may find it.
   */
  leaveScreen(): Promise<void>;
  /**
   * Opens a details screen's edit form: chooses 'Szerkesztés' in the title ribbon (unless the form is open
   * already) and waits for the form's 'Mentés'. Returns the form's region.
   */
  edit(): Promise<Locator>;
  close(): Promise<void>;
}

/**
 * Starts the app afresh at `href` through the mock build's restart (an empty cache, as a load has), with the
 * pinned user's scenario stored first; false where the page does not show the app.
 */
const restartApp = (page: Page, href: string, scenario?: readonly [string, string]) =>
  page.evaluate(
    async ([to, stored]) => {
      if (!window.__mockApp) return false;
      if (stored) window.sessionStorage.setItem(...stored);
      await window.__mockApp.start(to);
      return true;
    },
    [href, scenario] as const,
  );

/** Waits for the element to show (the app renders after the URL changes); false when it never does. */
export const visible = (locator: Locator, timeout = 10_000) =>
  shown(locator, { timeout }).then(
    () => true,
    () => false,
  );

/** Waits for the element to show (the app renders after the URL changes); its failure names the locator. */
export const shows = (locator: Locator, timeout = 10_000) => shown(locator, { timeout });

const matches = (path: string | RegExp, pathname: string) => (typeof path === 'string' ? pathname === path : path.test(pathname));

/**
 * Opens the portal signed in as `user` (Prism answers GET /api/felhasznalok/en/ with that named
 * example) and returns the page with its helpers. Every /api/ request is recorded; a 422 from Prism
 * (a request the spec does not allow) is collected in `rejected`.
 */
export async function openStaffSession(
  browser: Browser,
  stack: Stack,
  {
    user = 'district_user',
    viewport = { width: 1440, height: 900 },
    typing = 'keys',
  }: {
    user?: ExampleUser;
    viewport?: { width: number; height: number };
    /**
     * How `choose` enters its text: key by key, or all at once (a chooser that asks the server on every
     * keystroke can reopen on a late answer after the pick, hiding the rest of the form).
     */
    typing?: 'keys' | 'fill';
  } = {},
): Promise<StaffSession> {
  const consoleErrors: string[] = [];
  const rejected: string[] = [];
  const failedLoads: string[] = [];
  const requests: Request[] = [];
  const idleKey = `${stack.appUrl} ${user} ${viewport.width}x${viewport.height}`;
  const idle = takeIdlePage(idleKey);
  const pinned = user === 'district_user' ? undefined : userScenario(user);
  let page: Page;
  if (idle) {
    page = idle;
    await page.setViewportSize(viewport);
    collectConsoleErrors(page, consoleErrors);
  } else {
    page = await newPage(browser, {
      consoleErrors,
      viewport,
      storageState: { cookies: [], origins: [{ origin: stack.appUrl, localStorage: [{ name: 'token', value: `staff-${user}` }] }] },
    });
    if (pinned) await pinUser(page, user);
  }
  /** Requests sent and not yet answered: a kept page waits for them, so that none answers into the next file. */
  const unanswered = new Set<Request>();
  page.on('request', (request) => {
    unanswered.add(request);
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  });
  page.on('requestfinished', (request) => unanswered.delete(request));
  page.on('requestfailed', (request) => unanswered.delete(request));
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 422) rejected.push(`${response.request().method()} ${response.url()}`);
    if (response.status() >= 400) failedLoads.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });

  const sent = (method: string, path: string | RegExp) => requests.filter((r) => r.method() === method && matches(path, new URL(r.url()).pathname));
  /** Routes a test set up; removed when it ends (a route left on a page makes Chromium hold every request for the test). */
  const testRoutes: ((url: URL) => boolean)[] = [];
  /** The next visit loads afresh: a test forced reads, so the app's cache may hold a forced answer (or lack it). */
  let loadNext = false;
  let readsForcedInTest = false;
  const forceReads = () => {
    loadNext = true;
    readsForcedInTest = true;
  };
  const once: StaffSession['once'] = async (method, path, handle) => {
    if (method === 'GET') forceReads();
    let used = false;
    const matcher = (url: URL) => matches(path, url.pathname);
    testRoutes.push(matcher);
    const handler = async (route: Route) => {
      if (used || route.request().method() !== method) return route.fallback();
      used = true;
      await handle(route);
      await page.unroute(matcher, handler);
    };
    await page.route(matcher, handler);
  };

  const answerReads: StaffSession['answerReads'] = async (path, handle) => {
    const matcher = (url: URL) => matches(path, url.pathname);
    testRoutes.push(matcher);
    forceReads();
    await page.route(matcher, (route) => (route.request().method() === 'GET' ? handle(route) : route.fallback()));
  };

  const session: StaffSession = {
    page,
    consoleErrors,
    unexpectedConsoleErrors: () => consoleErrors.filter((e) => !FORCED_ERRORS.some((forced) => forced.test(e))),
    rejected,
    failedLoads,
    sent,
    sentUnder: (part) => requests.filter((r) => r.url().includes(part)),
    lastSent: (method, path) => sent(method, path).at(-1),
    lastBody: (method, path) => sent(method, path).at(-1)?.postDataJSON(),
    nextRequest: (method, path) => page.waitForRequest((r) => r.method() === method && matches(path, new URL(r.url()).pathname)),
    goto: async (path, landsOn) => {
      const shown = new URL(page.url());
      const inApp = shown.origin === new URL(stack.appUrl).origin && (shown.pathname === '/' || shown.pathname.endsWith('.html'));
      if (!inApp) return session.load(path);
      if (loadNext || `${shown.pathname}${shown.search}` === path) {
        // Afresh as a load would start the app (an empty cache), through the mock build's restart.
        loadNext = false;
        return (await restartApp(page, path)) ? undefined : session.load(path);
      }
      // As a link click does: through the app's router, so that a form with typed changes asks first
      // (window.history.pushState is patched by the router's history and would move without asking).
      // Every address the app passes through on the way is noted: a section's root redirects to its list at once.
      const navigate = () =>
        page.evaluate((to) => {
          const app = window as unknown as {
            __TSR_ROUTER__: { navigate(to: { href: string }): Promise<void>; history: { subscribe(listener: () => void): () => void } };
            __gotoPassed?: string[];
            __gotoStopNoting?: () => void;
          };
          const passed: string[] = [];
          app.__gotoPassed = passed;
          app.__gotoStopNoting?.();
          app.__gotoStopNoting = app.__TSR_ROUTER__.history.subscribe(() => passed.push(window.location.pathname));
          void app.__TSR_ROUTER__.navigate({ href: to });
        }, path);
      const target = new URL(path, stack.appUrl);
      const want = landsOn ?? target.pathname;
      const asks = page.getByRole('dialog', { name: 'Nem mentett módosítások' });
      // One watcher in the page, gone once either holds: two locator waits raced would each poll the page
      // on until their 10 s ran out, long after the screen had arrived.
      const outcomeOf = () =>
        page
          .waitForFunction(
            (pathname) =>
              window.location.pathname === pathname || (window as unknown as { __gotoPassed?: string[] }).__gotoPassed?.includes(pathname)
                ? 'arrived'
                : [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((dialog) => dialog.textContent?.includes('Nem mentett módosítások'))
                  ? 'asked'
                  : false,
            want,
            { polling: 50, timeout: 10_000 },
          )
          .then(
            async (handle) => {
              const outcome = (await handle.jsonValue()) as 'arrived' | 'asked';
              await handle.dispose();
              return outcome;
            },
            () => 'late' as const,
          );
      await navigate();
      let outcome = await outcomeOf();
      if (outcome === 'asked') {
        // A form with typed changes asks first; the move leaves.
        await asks.getByRole('button', { name: 'Elhagyom az oldalt' }).click();
        outcome = await outcomeOf();
      }
      if (outcome !== 'arrived')
        throw new Error(`goto ${path}: the app stayed at ${page.url()} (${outcome === 'late' ? 'no move within 10 s' : 'asked again after leaving'})`);
    },
    settled: async () => {
      await page.waitForFunction(
        () => {
          type Location = { href: string };
          const { state } = (
            window as unknown as { __TSR_ROUTER__: { state: { status: string; isLoading: boolean; location: Location; resolvedLocation?: Location } } }
          ).__TSR_ROUTER__;
          return state.status === 'idle' && !state.isLoading && state.resolvedLocation?.href === state.location.href;
        },
        undefined,
        { polling: 50, timeout: 10_000 },
      );
    },
    load: async (path) => {
      loadNext = false;
      await page.goto(`${stack.appUrl}${path}`);
    },
    visible,
    shows,
    toast: (text) => shows(page.locator('.toast', { hasText: text }).first()),
    input: (label, scope) =>
      (scope ?? page).getByRole('textbox', { name: label, exact: true }).or((scope ?? page).getByRole('spinbutton', { name: label, exact: true })),
    fillDate: async (label, value, scope) => {
      const group = (scope ?? page).getByRole('group', { name: label, exact: true });
      await group.getByRole('spinbutton').first().click();
      await page.keyboard.type(value.replace(/\D/g, ''));
    },
    choose: async (label, typed, option, scope) => {
      const box = (scope ?? page).getByRole('combobox', { name: label, exact: true });
      if (typing === 'fill') {
        await box.fill(typed);
      } else {
        await box.click();
        await box.pressSequentially(typed);
      }
      await page.getByRole('option', { name: option }).first().click();
    },
    select: async (label, option, scope) => {
      await (scope ?? page)
        .getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
        .first()
        .click();
      await page.getByRole('option', { name: option }).first().click();
      // The popover hides the rest of the page from assistive technology until it has closed.
      await page.locator('[data-trigger]').first().waitFor({ state: 'hidden' });
    },
    once,
    preferOnce: (prefer, method, path) => once(method, path, (route) => route.continue({ headers: { ...route.request().headers(), prefer } })),
    failOnce: (method, path) => once(method, path, (route) => route.abort('internetdisconnected')),
    answerReads,
    preferReads: (prefer, path) => answerReads(path, (route) => route.continue({ headers: { ...route.request().headers(), prefer } })),
    readUploads: async (path) => {
      const matcher = (url: URL) => matches(path, url.pathname);
      testRoutes.push(matcher);
      await page.route(matcher, (route) => route.fallback());
    },
    endTest: async () => {
      for (const matcher of testRoutes.splice(0)) await page.unroute(matcher);
      if (readsForcedInTest) loadNext = true;
      readsForcedInTest = false;
    },
    startTest: async () => {
      loadNext = true;
      rejected.length = 0;
      consoleErrors.length = 0;
      failedLoads.length = 0;
      await page.evaluate(async () => {
        await window.__mockApp?.stop();
      });
    },
    leaveScreen: async () => {
      loadNext = true;
      await page.evaluate(async () => {
        await window.__mockApp?.stop();
        window.history.replaceState(null, '', '/');
      });
    },
    edit: async () => {
      const region = page.getByRole('region', { name: 'Szerkesztés' });
      if (!(await region.count())) await page.getByRole('button', { name: 'Szerkesztés', exact: true }).click();
      await region.getByRole('button', { name: 'Mentés', exact: true }).waitFor();
      return region;
    },
    close: async () => {
      if (page.isClosed()) return;
      // Kept for the next file as a fresh sign-in would leave it: no listener or route of this file, the
      // storage as the sign-in sets it (the next session sets the pinned user's scenario again), and the app
      // stopped, so that nothing of it runs meanwhile.
      try {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        // Another origin's storage is not the app's: that page is not kept.
        if (new URL(page.url()).origin !== new URL(stack.appUrl).origin) throw new Error('not on the app');
        const stopped = await page.evaluate(async (token) => {
          window.sessionStorage.clear();
          window.localStorage.clear();
          window.localStorage.setItem('token', token);
          if (!window.__mockApp) return false;
          await window.__mockApp.stop();
          return true;
        }, `staff-${user}`);
        if (!stopped) await page.goto('about:blank');
        // The stopped app sends nothing more (its session rules refuse); what it sent before is answered here.
        for (const until = Date.now() + 5_000; unanswered.size && Date.now() < until;) await page.waitForTimeout(50);
        page.removeAllListeners();
        keepIdlePage(idleKey, page);
      } catch {
        await page.context().close();
      }
    },
  };

  // Signed in as the sign-in screen leaves a session (the token in localStorage), without walking through
  // it again for each session: the walking skeleton tests the sign-in screen itself. A kept page starts the
  // app again at the landing page as a load of it would (the mock build's restart), without the load.
  if (!(idle && (await restartApp(page, '/', pinned)))) await page.goto(`${stack.appUrl}/`);
  await page.getByRole('button', { name: 'Főmenü' }).waitFor();
  return session;
}

/**
 * The §6 gate of a section, as a user without the permission meets it: the menu item (reached through
 * `menuPath`, e.g. ['Humánerőforrás', 'Álláshelyek']) is disabled, and its list URL shows the no-access page.
 */
export async function expectPermissionGate(browser: Browser, stack: Stack, { menuPath, url }: { menuPath: string[]; url: string }) {
  const session = await openStaffSession(browser, stack, { user: 'no_permissions' });
  const { page } = session;
  try {
    await page.getByRole('button', { name: 'Főmenü' }).click();
    for (const label of menuPath.slice(0, -1)) await page.getByRole('menuitem', { name: label, exact: true }).click();
    // .last(): a submenu item may share its group's label (Szerződéstár › Szerződéstár); the submenu renders after.
    const item = page.getByRole('menuitem', { name: menuPath.at(-1), exact: true }).last();
    expect(await item.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await session.goto(url);
    await session.shows(page.getByText('Nincs jogosultsága ehhez az oldalhoz.'));
    expect(session.unexpectedConsoleErrors()).toEqual([]);
  } finally {
    await session.close();
  }
}

/**
 * What a read-only user sees of a record: its details (the heading shows), but no edit form, no
 * decision buttons, no comment form, and no 'Új' link on the list.
 */
export async function expectReadOnly(browser: Browser, stack: Stack, { listUrl, detailsUrl }: { listUrl: string; detailsUrl: string }) {
  const session = await openStaffSession(browser, stack, { user: 'readonly_user' });
  const { page } = session;
  try {
    await session.goto(listUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('table').or(page.getByText('Nincs jogosultsága ehhez az oldalhoz.')).first().waitFor();
    expect(await page.getByRole('link', { name: /^Új/ }).count()).toBe(0);
    await session.goto(detailsUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Mentés', exact: true }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Döntési lehetőségek' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Megjegyzés küldése' }).count()).toBe(0);
    expect(session.unexpectedConsoleErrors()).toEqual([]);
  } finally {
    await session.close();
  }
}

export type SessionOptions = NonNullable<Parameters<typeof openStaffSession>[2]>;

/**
 * Each test of a session a file opens itself, alone as in sequence: the session's console errors and rejected
 * requests are the test's own, and after it the mock rejected nothing (422) and the browser logged no unexpected error.
 */
export function expectEachTestClean(session: () => StaffSession) {
  beforeEach(() => {
    session().consoleErrors.length = 0;
    session().rejected.length = 0;
  });
  afterEach(() => {
    expect(session().rejected, 'requests the mock rejected (422)').toEqual([]);
    expect(session().unexpectedConsoleErrors(), 'console errors').toEqual([]);
  });
}

/**
 * The set-up of a browser test file that opens its own pages (signed-out screens, several users): the run's
 * stack and its worker's browser before the tests, handed to `ready`; the pages it opened close after them.
 * A failing test's pages are photographed and traced by the runner. No file starts or stops the stack itself.
 */
export function browserSuite(ready: (suite: { stack: Stack; browser: Browser }) => unknown, finish?: () => Promise<void>) {
  let used: Browser | undefined;
  beforeAll(async ({ browser }) => {
    used = browser;
    await ready({ stack: await startStack(), browser });
  });
  afterAll(async () => {
    await finish?.();
    await releaseBrowser(used);
  });
}

/**
 * The set-up of a section's browser test file: the run's stack, the worker's browser and a staff session signed in
 * (as `options.user`, district_user by default) before the tests, handed to `ready`; after each test the routes it
 * set go, and the teardown after them.
 */
export function staffSuite(ready: (suite: { stack: Stack; browser: Browser; session: StaffSession }) => unknown, options: SessionOptions = {}) {
  let session: StaffSession | undefined;
  browserSuite(
    async ({ stack, browser }) => {
      session = await openStaffSession(browser, stack, options);
      await ready({ stack, browser, session });
    },
    async () => {
      await session?.close();
    },
  );
  beforeEach(async () => {
    if (session && !session.page.isClosed()) await session.startTest();
  });
  // Every test of the file, alone as in sequence: nothing it sent did the mock reject (a request the spec does not
  // allow), and the browser logged no error but those a forced failure causes.
  afterEach(async () => {
    if (!session || session.page.isClosed()) return;
    await session.endTest();
    expect(session.rejected, 'requests the mock rejected (422)').toEqual([]);
    expect(session.unexpectedConsoleErrors(), 'console errors').toEqual([]);
  });
}
