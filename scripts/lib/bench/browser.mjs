// Headless Chromium measurements of the built app: which assets a page loads, and in-page timings.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../ensure.mjs';

export const EMAIL_LABEL = 'E-mail cím';
export const PASSWORD_LABEL = 'Jelszó';
export const LANDING_HEADING = 'Üdvözöljük, Kovács Anna!';
export const LIST_PATH = '/rendszerhibak.html';
export const LIST_API = '/api/rendszerhibak/';
/** The record list whose first row the record timings open, and a new screen loaded directly for the long-task check. */
export const RECORD_LIST_PATH = '/penzugy/szamlazas/lista.html';
export const NEW_RECORD_PATH = '/penzugy/szamlazas/uj.html';
/** A calendar loaded directly for the long-task check (the room bookings, issue 35 point 10). */
export const CALENDAR_PATH = '/muszak/teremfoglalasok/naptar.html';
export const EDIT_BUTTON = 'Szerkesztés';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The same Chromium the browser tests use (tests/browser/harness.ts launchBrowser). */
export function launchBrowser() {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH} (npm run test:browser installs Debian's chromium).`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'],
  });
}

/**
 * Runs in every document before the app: condition checks, and `measure`, which times an action to
 * the first paint after a condition holds with performance.now(), watching the DOM with a
 * MutationObserver (plus one check per animation frame for changes that are not mutations, such as
 * a stylesheet arriving). On /belepes.html it also starts timing the login form from navigation start.
 */
function pageLib({ emailLabel, landingHeading, editButton }) {
  // Long main-thread tasks (Chromium's 'longtask' entries, ≥ 50 ms) from the document's start.
  const longTasks = [];
  let longTaskObserver = null;
  try {
    longTaskObserver = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))));
    longTaskObserver.observe({ type: 'longtask', buffered: true });
  } catch {
    longTaskObserver = null;
  }
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const visible = (el) =>
    Boolean(el && el.isConnected && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getBoundingClientRect().width > 0);
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const inputLabelled = (text) => {
    for (const input of document.querySelectorAll('input')) {
      const names = [...(input.labels ?? [])].map((l) => l.textContent);
      for (const id of (input.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)) names.push(document.getElementById(id)?.textContent);
      names.push(input.getAttribute('aria-label'));
      if (names.some((n) => norm(n).replace(/\s*\*$/, '') === text)) return input;
    }
    return null;
  };
  const rows = () => [...document.querySelectorAll('table tbody tr:not(.data-table__skeleton)')].filter((tr) => !tr.querySelector('td[colspan]'));
  // The record's link (the first column's): a list with a selection column has a checkbox in its first cell.
  const firstTitle = () => norm((rows()[0]?.querySelector('td a[href]') ?? rows()[0]?.querySelector('td'))?.textContent);
  const buttonByText = (selector, test) => [...document.querySelectorAll(selector)].find((b) => test(norm(b.textContent)));
  const h1Texts = () => [...document.querySelectorAll('h1')].filter(visible).map((h) => norm(h.textContent));
  // A form field a user can type into or choose with: inputs, selects, text areas and react-aria's combobox and select buttons.
  const formFields = () =>
    [...document.querySelectorAll('main form :is(input:not([type="hidden"]), select, textarea, [role="combobox"], button[aria-haspopup="listbox"])')].filter(visible);
  const editSection = () => document.querySelector('main [aria-label="Szerkesztés"]');

  const conditions = {
    loginForm: () => visible(inputLabelled(emailLabel)),
    landing: () => location.pathname === '/' && [...document.querySelectorAll('h1')].some((h) => norm(h.textContent) === landingHeading && visible(h)),
    rows: (n) => rows().length === n,
    firstTitleChanged: (before) => rows().length > 0 && firstTitle() !== before,
    // The record's own heading: the link's address reached and a visible h1 other than the list's.
    detailsHeading: ({ path, listHeadings }) => location.pathname === path && h1Texts().some((t) => t && !listHeadings.includes(t)),
    // A form field that was not on the page before the action.
    newField: (before) => formFields().some((f) => !before.has(f)),
    // The edit form shown on the details screen directly (no 'Szerkesztés' button).
    editFormField: () => formFields().some((f) => editSection()?.contains(f)),
    anyField: () => formFields().length > 0,
    anyHeading: () => h1Texts().some(Boolean),
    anyRow: () => rows().length > 0,
  };

  /** Resolves with {seen, painted} (performance.now()) once cond() holds: when it is first seen, and after the next paint. */
  function when(cond, timeoutMs = 20000) {
    return new Promise((resolve, reject) => {
      let done = false;
      const finish = (seen) => {
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        void afterPaint().then(() => resolve({ seen, painted: performance.now() }));
      };
      const check = () => {
        if (done) return true;
        if (!cond()) return false;
        finish(performance.now());
        return true;
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const timer = setTimeout(() => {
        done = true;
        observer.disconnect();
        reject(new Error(`timed out after ${timeoutMs} ms at ${location.href}: ${document.body?.innerText.slice(0, 300)}`));
      }, timeoutMs);
      const frame = () => {
        if (!check()) requestAnimationFrame(frame);
      };
      frame();
    });
  }

  const actions = {
    submitLogin: () => buttonByText('button', (t) => t === 'Bejelentkezés'),
    page2: () => document.querySelector('nav[aria-label="Lapozás"] [aria-label="2. oldal"]'),
    firstRecordLink: () => rows()[0]?.querySelector('a[href]'),
    edit: () => buttonByText('button, a', (t) => t === editButton),
  };

  window.__bench = {
    when: (name, arg) => when(() => conditions[name](arg)),
    /** The same wait for a condition of another bench's own (the scale bench's), with its own time limit. */
    whenever: (cond, timeoutMs) => when(cond, timeoutMs),
    /**
     * Times `action` (a button from `actions` clicked with element.click(), or {navigate: href}
     * pushed onto the router's history) until `cond` holds, in ms.
     */
    async measure(action, cond, arg) {
      const condArg = cond === 'firstTitleChanged' ? firstTitle() : cond === 'newField' ? new Set(formFields()) : arg;
      let target = null;
      if (typeof action === 'string') {
        target = actions[action]();
        if (!target) throw new Error(`no element for action ${action} at ${location.href}`);
      }
      const t0 = performance.now();
      if (target) {
        target.click();
      } else {
        // TanStack Router patches history.pushState, so this is an in-app navigation, as a <Link> does.
        const key = Math.random().toString(36).slice(2);
        history.pushState({ __TSR_index: (history.state?.__TSR_index ?? 0) + 1, key, __TSR_key: key }, '', action.navigate);
      }
      const { seen, painted } = await when(() => conditions[cond](condArg));
      return { ms: painted - t0, seenMs: seen - t0, t0 };
    },
    /**
     * Clicks the list's first record link and times it to the record's heading, and (while the
     * edit form is still on the details screen itself) to the edit form's first field.
     */
    async openFirstRecord() {
      const link = actions.firstRecordLink();
      if (!link) throw new Error(`no record link in the list at ${location.href}`);
      const path = new URL(link.href).pathname;
      const listHeadings = h1Texts();
      const t0 = performance.now();
      link.click();
      const heading = await when(() => conditions.detailsHeading({ path, listHeadings }));
      const hasEdit = Boolean(actions.edit());
      const inlineForm = hasEdit ? null : await when(conditions.editFormField).catch(() => null);
      return { path, headingMs: heading.seen - t0, headingPaintedMs: heading.painted - t0, hasEdit, inlineFormMs: inlineForm ? inlineForm.seen - t0 : null };
    },
    hasEdit: () => Boolean(actions.edit()),
    /** The longest 'longtask' entry so far, in ms (0 when none reached 50 ms); null where Chromium does not report them. */
    async longestTask() {
      await afterPaint();
      if (!longTaskObserver) return null;
      longTasks.push(...longTaskObserver.takeRecords().map((e) => ({ start: e.startTime, duration: e.duration })));
      return { longest: longTasks.reduce((m, t) => Math.max(m, t.duration), 0), count: longTasks.length };
    },
    apiDuration(fragment, since) {
      const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes(fragment) && e.startTime >= since);
      return entries.length ? entries[entries.length - 1].duration : null;
    },
  };
  if (location.pathname === '/belepes.html') window.__bench.loginForm = when(conditions.loginForm);
}

const PAGE_LIB_ARGS = { emailLabel: EMAIL_LABEL, landingHeading: LANDING_HEADING, editButton: EDIT_BUTTON };

/** A fresh context (cold cache, 1366x900, hu-HU) with the in-page helpers and request tracking. */
export async function openPage(browser, appUrl, { storageState } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(pageLib, PAGE_LIB_ARGS);
  const page = await context.newPage();
  const origin = new URL(appUrl).origin;
  const assets = new Set();
  const errors = [];
  let inflight = 0;
  let lastActivity = Date.now();
  const settled = () => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inflight++;
    lastActivity = Date.now();
  });
  page.on('requestfinished', (request) => {
    settled();
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.startsWith('/assets/')) assets.add(url.pathname);
  });
  page.on('requestfailed', settled);
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    page,
    context,
    errors,
    /** Same-origin /assets/ paths fetched so far. */
    assets: () => [...assets].sort(),
    /** Waits until no request has been in flight for quietMs (at most maxMs). */
    async quiet(quietMs = 400, maxMs = 10000) {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline) {
        if (inflight === 0 && Date.now() - lastActivity >= quietMs) return true;
        await sleep(50);
      }
      return false;
    },
    close: () => context.close(),
  };
}

async function fillLogin(page) {
  await page.getByLabel(EMAIL_LABEL).fill('kovacs.anna@tankerulet.hu');
  await page.getByLabel(PASSWORD_LABEL).fill('barmilyen-jelszo');
}

const measure = (page, action, cond, arg) => page.evaluate(([a, c, x]) => window.__bench.measure(a, c, x), [action, cond, arg]);

/**
 * What the login page, the sign-in flow and a direct load of the signed-in landing page fetch
 * from /assets/. Each page starts with a cold cache and is left to go quiet before it is read.
 */
export async function measureAssets(browser, appUrl) {
  const login = await openPage(browser, appUrl);
  try {
    await login.page.goto(`${appUrl}/belepes.html`);
    await login.page.evaluate(() => window.__bench.loginForm);
    await login.quiet();
    const loginAssets = login.assets();
    await fillLogin(login.page);
    await measure(login.page, 'submitLogin', 'landing');
    await login.quiet();
    const flowAssets = login.assets();
    const storageState = await login.context.storageState();
    await login.close();

    const landing = await openPage(browser, appUrl, { storageState });
    try {
      await landing.page.goto(`${appUrl}/`);
      await landing.page.evaluate(() => window.__bench.when('landing'));
      await landing.quiet();
      return { login: loginAssets, flow: flowAssets, landing: landing.assets(), errors: [...login.errors, ...landing.errors] };
    } finally {
      await landing.close();
    }
  } finally {
    await login.close().catch(() => {});
  }
}

/** `count` list rows from a template row: ids and titles differ. */
export function syntheticRows(template, { page, limit, total }) {
  const rows = [];
  const start = (page - 1) * limit;
  for (let i = start; i < Math.min(start + limit, total); i++) {
    rows.push({ ...template, id: 100000 + i, title: `${template.title ?? 'Bejelentés'} #${String(total - i).padStart(4, '0')}` });
  }
  return rows;
}

/**
 * One timing run in a fresh context: login form from navigation start, sign-in to the landing
 * heading, then the list at 75 rows (in-app navigation) and a page change. The list API is
 * answered by page.route with 75 synthetic rows of `total`.
 */
export async function timingRun(browser, appUrl, { template, fetchTemplate, total = 750, limit = 75 }) {
  const session = await openPage(browser, appUrl);
  const { page } = session;
  let row = template;
  await page.route(
    (url) => url.pathname === LIST_API,
    async (route) => {
      const request = route.request();
      if (request.method() !== 'GET') return route.fallback();
      row ??= await fetchTemplate(route);
      const url = new URL(request.url());
      const pageNo = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('limit') ?? 25);
      await route.fulfill({ json: { data: syntheticRows(row, { page: pageNo, limit: size, total }), total } });
    },
  );
  try {
    await page.goto(`${appUrl}/belepes.html`);
    const form = await page.evaluate(() => window.__bench.loginForm);
    await fillLogin(page);
    await session.quiet(200);
    const signIn = await measure(page, 'submitLogin', 'landing');
    await session.quiet(300);
    const render = await measure(page, { navigate: `${LIST_PATH}?limit=${limit}` }, 'rows', limit);
    await session.quiet(300);
    const pageChange = await measure(page, 'page2', 'firstTitleChanged');
    const pageChangeApi = await page.evaluate(([f, t0]) => window.__bench.apiDuration(f, t0), [`${LIST_API}?`, pageChange.t0]);
    // `*` is when the MutationObserver saw the condition hold; `*Painted`, after the next frame.
    return {
      loginForm: form.seen,
      loginFormPainted: form.painted,
      signIn: signIn.seenMs,
      signInPainted: signIn.ms,
      listRender: render.seenMs,
      listRenderPainted: render.ms,
      pageChange: pageChange.seenMs,
      pageChangePainted: pageChange.ms,
      pageChangeApi,
      errors: session.errors,
      template: row,
    };
  } finally {
    await session.close();
  }
}

/** A signed-in session's storage state (one sign-in through the login form). */
export async function signedInState(browser, appUrl) {
  const session = await openPage(browser, appUrl);
  try {
    await session.page.goto(`${appUrl}/belepes.html`);
    await session.page.evaluate(() => window.__bench.loginForm);
    await fillLogin(session.page);
    await measure(session.page, 'submitLogin', 'landing');
    await session.quiet(300);
    return await session.context.storageState();
  } finally {
    await session.close();
  }
}

/** Loads `path` directly in a fresh signed-in context, waits for `cond` and quiet, and returns the longest task meanwhile. */
async function longestTaskOnLoad(browser, appUrl, storageState, path, cond) {
  const session = await openPage(browser, appUrl, { storageState });
  try {
    await session.page.goto(`${appUrl}${path}`);
    await session.page.evaluate((c) => window.__bench.when(c), cond);
    await session.quiet(400);
    return await session.page.evaluate(() => window.__bench.longestTask());
  } finally {
    await session.close();
  }
}

/**
 * One record timing run in fresh signed-in contexts (cold cache, as after a sign-in): the record
 * list loaded directly, then a click on its first record link until the record's heading, then
 * 'Szerkesztés' (where the details screen has it) until the first form field of the edit form. Then
 * the record's details screen, the new-record screen, the list, a calendar and the landing page are each
 * loaded directly in a fresh context, and the longest main-thread task of each load is read.
 */
export async function recordTimingRun(browser, appUrl, { storageState, listPath = RECORD_LIST_PATH, newPath = NEW_RECORD_PATH, calendarPath = CALENDAR_PATH }) {
  const session = await openPage(browser, appUrl, { storageState });
  const { page } = session;
  let opened;
  let edit = null;
  try {
    await page.goto(`${appUrl}${listPath}`);
    await page.locator('table tbody tr a[href]').first().waitFor({ timeout: 20000 });
    await session.quiet(300);
    opened = await page.evaluate(() => window.__bench.openFirstRecord());
    if (opened.hasEdit) {
      await session.quiet(300);
      edit = await measure(page, 'edit', 'newField');
    }
  } finally {
    await session.close();
  }
  const details = await longestTaskOnLoad(browser, appUrl, storageState, opened.path, 'anyHeading');
  const created = await longestTaskOnLoad(browser, appUrl, storageState, newPath, 'anyField');
  const listed = await longestTaskOnLoad(browser, appUrl, storageState, listPath, 'anyRow');
  const calendar = await longestTaskOnLoad(browser, appUrl, storageState, calendarPath, 'anyHeading');
  const landing = await longestTaskOnLoad(browser, appUrl, storageState, '/', 'landing');
  return {
    detailsPath: opened.path,
    rowToHeading: opened.headingMs,
    rowToHeadingPainted: opened.headingPaintedMs,
    hasEdit: opened.hasEdit,
    editToField: edit?.seenMs ?? null,
    editToFieldPainted: edit?.ms ?? null,
    rowToInlineFormField: opened.inlineFormMs,
    detailsLongestTask: details?.longest ?? null,
    detailsLongTasks: details?.count ?? null,
    newLongestTask: created?.longest ?? null,
    newLongTasks: created?.count ?? null,
    listLongestTask: listed?.longest ?? null,
    listLongTasks: listed?.count ?? null,
    calendarLongestTask: calendar?.longest ?? null,
    calendarLongTasks: calendar?.count ?? null,
    landingLongestTask: landing?.longest ?? null,
    landingLongTasks: landing?.count ?? null,
    errors: session.errors,
  };
}
