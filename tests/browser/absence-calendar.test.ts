import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from './runner';
import { newPage, pinUser, screenshot, type Stack, startStack } from './harness';
import { openStaffSession, type StaffSession, staffSuite } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
let page: Page;

/** The queries of the calendar calls so far. */
const calendarCalls = () => s.sent('GET', '/api/hr/tavolletjelento/naptar/').map((r) => new URL(r.url()).search);

staffSuite(
  (suite) => {
    ({ stack, browser, session: s } = suite);
    ({ page } = s);
  },
  { viewport: { width: 1366, height: 900 } },
);

describe('the absence calendar in Chromium against Prism', () => {
  it('shows the month with its absences on the days they cover', async () => {
    await page.goto(`${stack.appUrl}/hr/tavolletjelento/naptar.html`);
    await page.getByRole('heading', { level: 1, name: 'Távollétjelentő' }).waitFor();
    expect(await page.getByRole('group', { name: 'Hónap választása' }).textContent()).toContain('2026. november');
    expect(await page.getByRole('button', { name: /november 24\.[ ,]/ }).textContent()).toContain('Szabó Péter');
    expect(await page.getByRole('button', { name: /november 2\.[ ,]/ }).textContent()).toContain('Balogh Zoltán');
    expect(calendarCalls()).toEqual(['']);
    expect(await page.getByRole('link', { name: '+ Új' }).getAttribute('href')).toBe('/hr/tavolletjelento/uj.html');
    await screenshot(page, 'absence-calendar');
  });

  // Stepping to the next month and back (the URL, the request, the stepper): the shared suite's calendar check of the absences.
  it('another month from its address: its absences on their days, asked for by its month', async () => {
    await s.goto('/hr/tavolletjelento/naptar.html?month=12');
    await page.getByRole('group', { name: 'Hónap választása' }).getByText('2026. december').waitFor();
    await expect.poll(async () => (await page.getByRole('button', { name: /december 1\.[ ,]/ }).textContent()) ?? '').toContain('Kovács Anna');
    expect(calendarCalls().at(-1)).toBe('?month=12');
    expect(s.consoleErrors).toEqual([]);
  });

  it("opens an entry from the chosen day's list, and from the grid", async () => {
    await page.goto(`${stack.appUrl}/hr/tavolletjelento/naptar.html`);
    await page.getByRole('group', { name: 'Hónap választása' }).getByText('2026. november').waitFor();
    // On the day's number: a click on an entry in the cell opens that entry at once.
    await page.getByRole('button', { name: /november 11\.[ ,]/ }).click({ position: { x: 8, y: 8 } });
    await page.getByRole('region', { name: 'november 11., szerda' }).getByRole('link', { name: 'Nagy Éva' }).click();
    await page.waitForURL(/\/hr\/tavolletjelento\/3101\.html$/);
    await page.goBack();
    await page
      .getByRole('button', { name: /november 24\.[ ,]/ })
      .getByText('Szabó Péter')
      .click();
    await page.waitForURL(/\/hr\/tavolletjelento\/3105\.html$/);
  });

  it('lists the month as an agenda on a 390 px phone, each entry linked', async () => {
    const { page: phone } = await openStaffSession(browser, stack, { viewport: { width: 390, height: 844 } });
    await phone.goto(`${stack.appUrl}/hr/tavolletjelento/naptar.html`);
    const agenda = phone.getByRole('list', { name: 'Távollétjelentő, 2026. november' });
    await agenda.waitFor();
    expect(await phone.getByRole('grid').count()).toBe(0);
    expect(await agenda.getByRole('link', { name: 'Szabó Péter' }).getAttribute('href')).toBe('/hr/tavolletjelento/3105.html');
    await screenshot(phone, 'absence-calendar-phone');
    // Its context closed before the test ends, not after it (a page's close closes it in the background), so
    // that the runner's trace does not meet it closing.
    await phone.context().close();
  });
});

describe('both calendars on random schema-valid data (prism -d)', () => {
  it('render and step without errors, whatever dates the answer holds', async () => {
    const dynamicStack = await startStack({ dynamic: true });
    const errors: string[] = [];
    const random = await newPage(browser, { consoleErrors: errors });
    await random.addInitScript(() => window.localStorage.setItem('token', 'calendar-test'));
    // The signed-in user is pinned, so a random permission or password-change flag does not hide the screen.
    await pinUser(random, 'district_user');
    for (const [path, title] of [
      ['/hr/tavolletjelento/naptar.html', 'Távollétjelentő'],
      ['/muszak/teremberles/naptar.html', 'Teremberlés – naptár'],
    ]) {
      await random.goto(`${dynamicStack.appUrl}${path}`);
      await random.getByRole('heading', { level: 1, name: title }).waitFor();
      await random.getByRole('grid').waitFor();
      await random.getByRole('button', { name: 'Következő hónap' }).click();
      await random.waitForURL(/\?month=12$/);
      await random.getByRole('group', { name: 'Hónap választása' }).getByText('2026. december').waitFor();
    }
    expect(errors).toEqual([]);
    await random.context().close();
  });
});
