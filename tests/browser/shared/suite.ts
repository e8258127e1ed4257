// What every section and special screen shares, checked once per section from its declaration
// (./table.ts): one test per section × behaviour, named after both, so the output lists each
// section with the checks it ran. A section's own file tests only what its declaration adds.
import type { Browser, Locator, Page, Request, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '../runner';
import { releaseBrowser, runAxe, startStack, type Stack } from '../harness';
import { openStaffSession, type ExampleUser, type StaffSession } from '../staff';
import { APP_TITLE, PANEL_TITLES, REQUIRED, description, escape, openEditForm, sidewaysOverflow, ui } from './locators';
import { editFormCases, formCases, type EditFormCase, type FormCase } from './form-cases';
import { screenCases, sectionCases, type ScreenCase, type SectionCase } from './table';
import { printReachReport, serverPathChecks } from './server-path';
import { editTypedValueChecks } from './typed-values';
import { filterTypedValueChecks } from './filter-values';
import { valueChecks } from './values';
import { closeMenu, markedMenuEntry, trailOf } from './way-finding';
import { dayChecks } from './day';
import { dayCases, type DayCase } from './day-cases';

const PHONE = { width: 390, height: 844 };

/** The signed-in users the suite needs, each signed in once and kept for the whole file. */
function sessions(ready: () => { browser: Browser; stack: Stack }) {
  const open = new Map<string, Promise<StaffSession>>();
  return {
    get(user: ExampleUser, viewport?: { width: number; height: number }) {
      const key = `${user}${viewport ? `@${viewport.width}` : ''}`;
      if (!open.has(key)) {
        const { browser, stack } = ready();
        open.set(key, openStaffSession(browser, stack, { user, ...(viewport ? { viewport } : {}) }));
      }
      return open.get(key)!;
    },
    async closeAll() {
      await Promise.all([...open.values()].map(async (session) => (await session.catch(() => undefined))?.close()));
    },
    all: () => [...open.entries()],
  };
}

/** The permissions of a named user example, as Prism answers GET /api/felhasznalok/en/ with it. */
async function permissionsOf(stack: Stack, user: ExampleUser): Promise<Set<string>> {
  const response = await fetch(`${stack.prismUrl}/api/felhasznalok/en/`, {
    headers: { authorization: 'Token suite', 'accept-language': 'hu-HU', prefer: `example=${user}` },
  });
  if (!response.ok) throw new Error(`GET /api/felhasznalok/en/ as ${user}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { permissions?: string[] };
  return new Set(body.permissions ?? []);
}

/** Stays on the screen the check before left the session on (the same form goes on), else goes to it. */
async function onScreen(s: StaffSession, url: string) {
  const shown = new URL(s.page.url());
  if (`${shown.pathname}${shown.search}` !== url) await s.goto(url);
}

const query = (request: Request | undefined) => new URL(request?.url() ?? 'http://none/').searchParams;
const searchOf = (url: string) => new URL(url).searchParams;

/**
 * The shared checks over the sections and screens of one shard (every `of`-th, starting at `index`), so
 * the suite can run as several files side by side; with the default, all of them.
 */
export async function sharedSuite({ index = 0, of = 1 }: { index?: number; of?: number } = {}) {
  let stack: Stack;
  let browser: Browser;
  const users = sessions(() => ({ browser, stack }));
  const granted = new Map<ExampleUser, Set<string>>();
  /** The first record of each section's list (its details are checked on it). */
  const firstRecord = new Map<string, string>();

  beforeAll(async ({ browser: workerBrowser }) => {
    browser = workerBrowser;
    stack = await startStack();
    for (const user of ['district_user', 'store_user', 'readonly_user'] as const) granted.set(user, await permissionsOf(stack, user));
  });
  afterEach(async () => {
    const testInfo = it.info();
    for (const [user, session] of users.all()) {
      const open = await session.catch(() => undefined);
      if (!open || open.page.isClosed()) continue;
      // A failed check says what its user's browser logged (a page error that unmounted the app shows here).
      if (testInfo.status !== testInfo.expectedStatus && open.consoleErrors.length)
        await testInfo.attach(`console errors (${user})`, { body: open.consoleErrors.join('\n'), contentType: 'text/plain' });
      await open.endTest();
    }
  });
  afterAll(async () => {
    printReachReport();
    await users.closeAll();
    await releaseBrowser(browser);
    await stack?.stop();
  });

  /** The staff user who may use the section: the district user, or the store user for the store's sections. */
  const staffFor = (permission: string | undefined): ExampleUser =>
    !permission || granted.get('district_user')?.has(permission) ? 'district_user' : granted.get('store_user')?.has(permission) ? 'store_user' : 'district_user';

  const mine = <T>(items: T[]) => items.filter((_, i) => i % of === index);

  // The runner takes its tests as the file is read: what the checks are made from is read before.
  const sections = mine(await sectionCases());
  // Each section's new form as the server-path checks fill it, its edit form as its update call takes it, and what
  // its list and details offer for a day of many records, by section id.
  const [forms, edits, days]: [Map<string, FormCase>, Map<string, EditFormCase>, Map<string, DayCase>] = await Promise.all([formCases(), editFormCases(), dayCases()]);
  describe('every registered section, from its declaration', () => {
    for (const section of sections) sectionChecks(section);
  });

  describe('every special screen, from its file route', () => {
    for (const screen of mine(screenCases())) screenChecks(screen);
  });

  function sectionChecks(c: SectionCase) {
    describe(`${c.id} (${c.list})`, () => {
      let s: StaffSession;
      beforeAll(async () => {
        s = await users.get(staffFor(c.permission));
      });

      const listRequests = () => s.sent('GET', c.apiBase);
      // The list shown already (the section root led to it, or the check before left it) is not loaded again.
      const visitList = async (search = '') => {
        await onScreen(s, `${c.list}${search}`);
        await ui.heading(s.page, c.title).waitFor();
      };
      /** The list request of this visit: the last one carrying `name=value`. */
      const sentWith = (name: string, value: string) => listRequests().findLast((request) => query(request).get(name) === value);

      // A section under its own folder (not a screen of its own like /rendszerhibak.html) is reached by the folder too.
      const root = c.list.replace(/\/[^/]+\.html$/, '');
      if (root) {
        it('the section root leads to its list', async () => {
          await s.goto(root, c.list);
          // A calendar's heading names the calendar, not the section.
          await ui.heading(s.page, c.listIsCalendar ? undefined : c.title).waitFor();
        });
      }

      // A calendar is checked by the calendar's own tests, not as a table.
      if (!c.listIsCalendar) {
        it('list: loads with its declared columns', async () => {
          await visitList();
          await ui.table(s.page).waitFor();
          for (const column of c.columns) await s.shows(ui.columnHeader(s.page, column));
          const link = ui.firstRecordLink(s.page);
          if (await s.visible(link)) firstRecord.set(c.id, (await link.getAttribute('href')) ?? '');
          for (const [name, value] of Object.entries(c.fixed)) expect(query(listRequests().at(-1)).get(name)).toBe(value);
        });

        it('list: the search box reaches the request and the URL', async () => {
          await visitList();
          await ui.searchBox(s.page).fill('Kovács');
          await ui.searchBox(s.page).press('Enter');
          await expect.poll(() => query(listRequests().at(-1)).get('q')).toBe('Kovács');
          expect(searchOf(s.page.url()).get('q')).toBe('Kovács');
        });

        if (c.filters.length) {
          it(`list: each declared filter reaches the request (${c.filters.map((f) => `${f.name}: ${f.kind}`).join(', ')})`, async () => {
            const search = new URLSearchParams(c.filters.map((f) => [f.name, f.value]));
            await visitList(`?${search}`);
            const [first] = c.filters;
            await expect.poll(() => sentWith(first!.name, first!.value)).toBeDefined();
            const sent = query(sentWith(first!.name, first!.value));
            for (const f of c.filters) expect(sent.get(f.name), `${f.name} (${f.label})`).toBe(f.value);
            await ui.table(s.page).waitFor();
          });
          // On the list the check above left, its filters set: typed into.
          filterTypedValueChecks(c, {
            session: () => s,
            visit: () => visitList(`?${new URLSearchParams(c.filters.map((f) => [f.name, f.value]))}`),
            listRequests,
          });
        }

        it('list: the page size and the page reach the request and the URL', async () => {
          // More rows than a page, so there is a second page to go to.
          const manyRows = async (route: Route) => {
            if (route.request().method() !== 'GET') return route.fallback();
            const response = await route.fetch();
            // A request the page has given up on (it moved on) is answered by no one.
            await route.fulfill({ response, json: { ...((await response.json()) as object), total: 180 } }).catch(() => {});
          };
          const matcher = (url: URL) => url.pathname === c.apiBase;
          await s.page.route(matcher, manyRows);
          try {
            // A search of its own, so the list is asked for (not taken from the cache) and answered as long.
            await visitList('?q=Lapoz%C3%A1s');
            await expect.poll(() => sentWith('q', 'Lapozás')).toBeDefined();
            await ui.pageSizeButton(s.page).click();
            await ui.option(s.page, '50').click();
            await expect.poll(() => query(listRequests().at(-1)).get('limit')).toBe('50');
            expect(searchOf(s.page.url()).get('limit')).toBe('50');
            await ui.pageButton(s.page, 2).click();
            await expect.poll(() => query(listRequests().at(-1)).get('page')).toBe('2');
            expect(searchOf(s.page.url()).get('page')).toBe('2');
            expect(query(listRequests().at(-1)).get('limit')).toBe('50');
          } finally {
            await s.page.unroute(matcher, manyRows);
          }
        });

        if (c.export) {
          it('list: the export sends the search and the filters', async () => {
            const filter = c.filters.find((f) => f.kind === 'boolean') ?? c.filters[0];
            // A search no other check sends: the list request that carries it is this visit's, not an earlier one's
            // (the suite moves between lists inside the app, so the old list shows until the new one is asked for).
            const search = new URLSearchParams({ q: 'Export Kovács', ...(filter ? { [filter.name]: filter.value } : {}) });
            await visitList(`?${search}`);
            await expect.poll(() => sentWith('q', 'Export Kovács')).toBeDefined();
            // The list asks before it shows the new search: the export is asked for from the list as shown.
            await expect.poll(() => ui.searchBox(s.page).inputValue()).toBe('Export Kovács');
            const exported = s.nextRequest('GET', new RegExp(`^${escape(c.apiBase)}export`));
            await ui.exportButton(s.page).click();
            const sent = query(await exported);
            expect(sent.get('q')).toBe('Export Kovács');
            if (filter) expect(sent.get(filter.name)).toBe(filter.value);
            for (const [name, value] of Object.entries(c.fixed)) expect(sent.get(name)).toBe(value);
          });
        }
      }

      if (c.create && c.form) {
        const { create, form } = c;
        if (form.hasRequired) {
          it('new: the client-side messages appear by their fields and nothing is sent', async () => {
            await s.goto(create);
            await ui.save(s.page).last().waitFor();
            const before = s.sent('POST', new RegExp(`^${escape(c.apiBase)}`)).length;
            await ui.save(s.page).last().click();
            await s.shows(s.page.getByText(REQUIRED).first());
            // Each message is the description of its own field (aria-describedby), not a list apart.
            const described = [];
            // A field, or a field group (a file field), names its message in aria-describedby.
            for (const input of await s.page.locator('main [aria-describedby]').all()) described.push(await description(input));
            expect(described.filter((text) => text.includes(REQUIRED)).length).toBeGreaterThan(0);
            expect(s.sent('POST', new RegExp(`^${escape(c.apiBase)}`)).length).toBe(before);
          });
        }
      }
      serverPathChecks(c, forms.get(c.id), { session: () => s });
      valueChecks(c, { session: () => s, go: (url) => s.goto(url) });
      dayChecks(c, days.get(c.id)!, { session: () => s, details: () => detailsOf(c, s) });

      if (c.menu) {
        const { menu } = c;
        const label = menu.labels.at(-1)!;
        const listed = menu.path === c.list && !c.listIsCalendar;
        it(`way-finding: the trail and the main menu mark '${label}', the quick jump finds it, the way back keeps the search${listed ? ' and the page size' : ''}`, async () => {
          const { page } = s;
          await s.goto(`${menu.path}?q=Vissza${listed ? '&limit=50' : ''}`);
          // The address changes first; the screen (and its trail) follows once its data has answered.
          await s.settled();
          expect((await trailOf(s)).current).toBe(label);
          expect((await trailOf(s)).labels[0]).toBe('Kezdőlap');
          expect(await markedMenuEntry(s, menu.labels.slice(0, -1))).toBe(label);

          if (listed) {
            await ui.table(page).waitFor();
            // Opened from this searched list: going through the list without its search would be the list last left.
            await s.goto(firstRecord.get(c.id) ?? (await ui.firstRecordLink(page).getAttribute('href')) ?? '');
            const back = new URL((await ui.backToList(page).getAttribute('href')) ?? '', 'http://portal');
            expect(back.pathname).toBe(c.list);
            expect(back.searchParams.get('q')).toBe('Vissza');
            expect(back.searchParams.get('limit')).toBe('50');
          }

          // The quick jump works from any screen: from the record shown, or from the landing page when the
          // section's own screen is the one shown.
          if (new URL(page.url()).pathname === menu.path) await s.goto('/');
          await page.keyboard.press('Control+k');
          await ui.quickJumpSearch(page).fill(label);
          await ui.quickJumpEntry(page, menu.path).click();
          await page.waitForURL((url) => url.pathname === menu.path);
        });
      }

      if (c.calendar) {
        const { calendar } = c;
        it(`calendar: '${calendar.title}' reads clean with axe; the next month and back again in the URL, the request and the stepper; on a phone the day strip shows the chosen day`, async () => {
          const { page } = s;
          await s.goto(calendar.route);
          await ui.heading(page, calendar.title).waitFor();
          expect(await runAxe(page)).toEqual([]);
          // The month after the page's own today, as the stepper names it ('2026. december').
          const next = await page.evaluate(() => {
            const today = new Date();
            const first = new Date(today.getFullYear(), today.getMonth() + 1, 1);
            return {
              year: first.getFullYear(),
              month: first.getMonth() + 1,
              name: new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: 'long' }).format(first),
              yearChanges: first.getFullYear() !== today.getFullYear(),
            };
          });
          const asksFor = (request: Request) => {
            const sent = query(request);
            return sent.get('month') === String(next.month) && (!next.yearChanges || sent.get('year') === String(next.year));
          };
          await page.getByRole('button', { name: 'Következő hónap' }).click();
          await page.waitForURL((url) => url.searchParams.get('month') === String(next.month));
          await expect.poll(() => s.sentUnder('/api/').some(asksFor)).toBe(true);
          await page.getByRole('group', { name: 'Hónap választása' }).getByText(next.name).waitFor();
          await page.getByRole('button', { name: 'Előző hónap' }).click();
          // Today's month is the calendar's own address, with no month in it.
          await page.waitForURL((url) => url.pathname === calendar.route && !url.searchParams.has('month'));
          // On a phone the month is a row of days that scrolls sideways: the chosen day (today) is in its view.
          await page.setViewportSize({ width: 390, height: 844 });
          try {
            await s.goto(calendar.route);
            const chosen = page.getByRole('listbox', { name: new RegExp(`^${escape(calendar.title)}, `) }).getByRole('option', { selected: true });
            await expect(chosen).toBeInViewport({ ratio: 1 });
          } finally {
            await page.setViewportSize({ width: 1440, height: 900 });
          }
        });
      }

      it('details: the heading, the link back to the list, the tab title and each declared panel', async () => {
        const href = await detailsOf(c, s);
        await s.goto(href);
        const heading = ui.heading(s.page, new RegExp(`^${escape(c.recordName)}: `));
        await heading.waitFor();
        // The link keeps the list's last search and filters (list memory): its address is the list's.
        expect(new URL((await ui.backToList(s.page).getAttribute('href')) ?? '', 'http://portal').pathname).toBe(c.list);
        const title = (await heading.textContent()) ?? '';
        await expect.poll(() => s.page.title()).toBe(`${title} – ${APP_TITLE}`);
        for (const [panel, title] of Object.entries(PANEL_TITLES)) {
          if (c.panels[panel as keyof typeof PANEL_TITLES]) await s.shows(ui.panel(s.page, title));
        }
        if (c.panels.subscribe) await s.shows(ui.subscribe(s.page));
      });

      if (c.editable) {
        it('edit: a 400 field map shows each message by its field, with what was typed kept; then a network failure keeps the input and says so', async () => {
          await s.goto(await detailsOf(c, s));
          // The screen before (the list detailsOf read) shows until the details have loaded: its form is not theirs.
          await s.settled();
          const form = await openEditForm(s.page);
          const fields = [];
          for (const field of c.form?.textFields ?? []) if (await ui.textField(form, field.label).isVisible()) fields.push(field);
          // A form whose declaration has text fields shows some of them: the typed-text half is not skipped silently.
          expect(fields.length > 0, 'text fields shown').toBe((c.form?.textFields.length ?? 0) > 0);
          const typed = fields[0];
          if (typed) await ui.textField(form, typed.label).fill('Javított szöveg');
          const messages = Object.fromEntries(fields.slice(0, 3).map((f) => [f.name, [`Hibás érték (${f.label}).`]]));
          const record = new RegExp(`^${escape(c.apiBase)}\\d+/$`);
          let refused = false;
          for (const method of ['PUT', 'PATCH']) {
            await s.once(method, record, (route) => {
              refused = true;
              return route.fulfill({ status: 400, json: { ...messages, non_field_errors: ['A rekord nem menthető.'] } });
            });
          }
          await ui.save(form).click();
          await s.shows(s.page.getByText('A rekord nem menthető.').first());
          expect(refused, 'the save reached the (refusing) server').toBe(true);
          for (const f of fields.slice(0, 3)) expect(await description(ui.textField(form, f.label)), f.label).toContain(`Hibás érték (${f.label}).`);
          if (typed) expect(await ui.textField(form, typed.label).inputValue()).toBe('Javított szöveg');

          // The same form saved again, now failing on the network: what was typed stays, and the form says so.
          if (typed) await ui.textField(form, typed.label).fill('Megtartott szöveg');
          let failed = false;
          for (const method of ['PUT', 'PATCH']) {
            await s.once(method, record, (route) => {
              failed = true;
              return route.abort('internetdisconnected');
            });
          }
          await ui.save(form).click();
          await s.shows(ui.saveFailed(s.page));
          expect(failed, 'the second save was sent').toBe(true);
          if (typed) expect(await ui.textField(form, typed.label).inputValue()).toBe('Megtartott szöveg');
        });
      }
      editTypedValueChecks(c, edits.get(c.id), { session: () => s, details: () => detailsOf(c, s), newForm: forms.get(c.id) });

      it('read-only user: no create, edit, decide, comment or action control', async () => {
        const readonly = await users.get('readonly_user');
        const allowed = !c.permission || granted.get('readonly_user')?.has(c.permission);
        await readonly.goto(c.list);
        await ui.heading(readonly.page).waitFor();
        if (!allowed) {
          await readonly.shows(ui.noAccess(readonly.page));
          return;
        }
        await ui.records(readonly.page, c.listIsCalendar).waitFor();
        expect(await ui.createLink(readonly.page).count()).toBe(0);
        if (c.create) {
          await readonly.goto(c.create);
          await readonly.shows(ui.noAccess(readonly.page));
        }
        await readonly.goto(await detailsOf(c, s));
        await ui.heading(readonly.page, new RegExp(`^${escape(c.recordName)}: `)).waitFor();
        await readonly.page.waitForLoadState('networkidle');
        const page = readonly.page;
        expect(await ui.save(page).count()).toBe(0);
        expect(await ui.editButton(page).count()).toBe(0);
        expect(await ui.decisionOptions(page).count()).toBe(0);
        expect(await ui.commentSend(page).count()).toBe(0);
        for (const action of c.actions) expect(await page.getByRole('button', { name: action, exact: true }).count(), action).toBe(0);
      });

      if (c.gate) {
        const { menuPath } = c.gate;
        it(`no permission: the menu item (${menuPath.join(' › ')}) is disabled and the list refused`, async () => {
          await expectGate(await users.get('no_permissions'), menuPath, c.list);
        });
      }

      it('390 px wide: nothing scrolls sideways; the first record within 900 px of the list; the details read first, their decision within 1,800 px', async () => {
        const phone = await users.get(staffFor(c.permission), PHONE);
        const { page } = phone;
        const details = await detailsOf(c, s);
        for (const url of [c.list, c.create, details]) {
          if (!url) continue;
          await phone.goto(url);
          // The list's own heading: the screen before (its lines as cards too) stays until the list has loaded.
          await ui.heading(page, url === c.list && !c.listIsCalendar ? c.title : undefined).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await sidewaysOverflow(page), url).toBeLessThanOrEqual(0);
          if (url !== c.list || c.listIsCalendar) continue;
          const top = await firstRecordTop(page);
          if (top !== null) expect(top, c.list).toBeLessThan(900);
        }
        // On the details screen now: no form before 'Szerkesztés', and who may decide finds the decision near the top.
        expect(await page.getByRole('region', { name: 'Szerkesztés', exact: true }).count()).toBe(0);
        // The record's own approval panel (a budget's change requests below carry panels of their own).
        if (c.panels.approval) {
          // The panel's heading, where its decision buttons start (a user the record does not wait for sees only its state).
          const panel = page.getByRole('region', { name: PANEL_TITLES.approval, exact: true }).first().getByRole('heading').first();
          expect(await pageBottom(panel), details).toBeLessThanOrEqual(1800);
        }
      });
    });
  }

  /** The details address of the section's first listed record (from its list; the list is visited when not yet). */
  async function detailsOf(c: SectionCase, s: StaffSession): Promise<string> {
    if (!firstRecord.has(c.id) && c.listIsCalendar) {
      // A calendar shows a day's records only once the day is chosen: the first record comes from the list call.
      const response = await fetch(`${stack.prismUrl}${c.apiBase}`, { headers: { authorization: 'Token suite', 'accept-language': 'hu-HU' } });
      const body = (await response.json()) as { data?: { id: number }[] };
      const first = body.data?.[0];
      if (!first) throw new Error(`GET ${c.apiBase}: ${response.status}, no record to open`);
      firstRecord.set(c.id, c.details(first.id));
    }
    if (!firstRecord.has(c.id)) {
      await s.goto(c.list);
      // Read off this list, not the screen shown before it while it loads.
      await ui.heading(s.page, c.title).waitFor();
      const link = ui.firstRecordLink(s.page);
      await link.waitFor();
      firstRecord.set(c.id, (await link.getAttribute('href')) ?? '');
    }
    return firstRecord.get(c.id)!;
  }

  function screenChecks(c: ScreenCase) {
    describe(`special screen ${c.pattern}`, () => {
      it(`loads at ${c.url} with its heading and no error`, async () => {
        const s = await users.get(staffFor(c.permission));
        const errorsBefore = s.unexpectedConsoleErrors().length;
        await s.goto(c.url);
        await ui.heading(s.page).waitFor();
        await s.page.waitForLoadState('networkidle');
        await ui.noAccess(s.page).waitFor({ state: 'hidden' });
        expect(s.unexpectedConsoleErrors().slice(errorsBefore)).toEqual([]);
      });
      if (c.gate) {
        const { menuPath } = c.gate;
        it(`no permission: the menu item (${menuPath.join(' › ')}) is disabled and the screen refused`, async () => {
          await expectGate(await users.get('no_permissions'), menuPath, c.url);
        });
      }
      it('390 px wide: does not scroll sideways', async () => {
        const phone = await users.get(staffFor(c.permission), PHONE);
        await phone.goto(c.url);
        await ui.heading(phone.page).waitFor();
        await phone.page.waitForLoadState('networkidle');
        await ui.noAccess(phone.page).waitFor({ state: 'hidden' });
        expect(await sidewaysOverflow(phone.page)).toBeLessThanOrEqual(0);
      });
    });
  }
}

/** Where an element ends, from the top of the page (not of the screen). */
const pageBottom = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);

/** Where a list's first record starts from the top of the page: its phone card or table row; null for an empty list. */
const firstRecordTop = (page: Page) =>
  page.evaluate(() => {
    const first = document.querySelector('.data-card, .data-table tbody tr:not(.data-table__skeleton)');
    return first ? first.getBoundingClientRect().top + window.scrollY : null;
  });

/** The permission gate of section 6 as the user without it meets it: the menu item disabled, the address refused. */
async function expectGate(s: StaffSession, menuPath: string[], url: string) {
  const { page } = s;
  await closeMenu(page);
  await s.goto('/');
  await ui.menuButton(page).click();
  for (const label of menuPath.slice(0, -1)) await ui.menuItem(page, label).click();
  // .last(): a submenu item may share its group's label (Szerződéstár › Szerződéstár); the submenu renders after.
  const item = ui.menuItem(page, menuPath.at(-1)!).last();
  try {
    expect(await item.getAttribute('aria-disabled')).toBe('true');
  } finally {
    await closeMenu(page);
  }
  await s.goto(url);
  await s.shows(ui.noAccess(page));
}
