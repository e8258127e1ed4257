import type { Browser } from 'playwright-core';
import { describe, expect, it } from './runner';
import { screenshot, type Stack } from './harness';
import { expectReadOnly, type StaffSession, staffSuite } from './staff';

const BASE = '/api/munkaido-nyilvantartas/';
let stack: Stack;
let browser: Browser;
let s: StaffSession;

staffSuite((suite) => ({ stack, browser, session: s } = suite));

const query = (path: string) => new URL(s.lastSent('GET', path)?.url() ?? 'http://x/').searchParams;

describe('timesheets (HR › Munkaidő-nyilvántartás) in Chromium against Prism', () => {
  it('the month list: employees with their hours, month stepping in the URL and the request, the institution filter', async () => {
    const { page } = s;
    await s.goto('/hr/munkaido-nyilvantartas/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Munkaidő-nyilvántartás' }).waitFor();
    await s.shows(page.getByRole('link', { name: 'Szabó Péter' }));
    // The current month is left out of the call (section 7).
    expect(query(BASE).get('month')).toBeNull();
    await page.getByRole('button', { name: 'Következő hónap' }).click();
    await page.waitForURL(/month=12/);
    await expect.poll(() => query(BASE).get('month')).toBe('12');
    // The address changes before the screen follows it: each step back starts from the month the stepper shows.
    await page.getByRole('group', { name: 'Hónap választása' }).getByText('2026. december').waitFor();
    await page.getByRole('button', { name: 'Előző hónap' }).click();
    await page.getByRole('group', { name: 'Hónap választása' }).getByText('2026. november').waitFor();
    await page.getByRole('button', { name: 'Előző hónap' }).click();
    await page.waitForURL(/month=10/);
    await expect.poll(() => query(BASE).get('month')).toBe('10');
    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola');
    await expect.poll(() => query(BASE).get('institution')).toBe('2');
    expect(query(BASE).get('month')).toBe('10');
    // Paged like every list: the page size in the URL and the request, the month and institution kept.
    await page.getByRole('button', { name: /Oldalanként/ }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect.poll(() => query(BASE).get('limit')).toBe('50');
    expect(Object.fromEntries(query(BASE))).toMatchObject({ month: '10', institution: '2' });
    expect(page.url()).toMatch(/limit=50/);
    await screenshot(page, 'hr-timesheets-list');
  });

  it('details: the entries of the month, the open one closed at the settings’ end time', async () => {
    const { page } = s;
    await s.goto('/hr/munkaido-nyilvantartas/lista.html');
    await page.getByRole('link', { name: 'Szabó Péter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Munkaidő-nyilvántartás: Szabó Péter' }).waitFor();
    await s.shows(page.getByText('Munkaidő a beállítások szerint: 08:00–16:00'));
    await s.shows(page.getByRole('cell', { name: 'Folyamatban' }));
    await page.getByRole('button', { name: 'Munkaidő befejezése' }).click();
    await page.getByRole('button', { name: 'Befejezés rögzítése' }).click();
    await s.toast('A mentés sikeres.');
    expect(String((s.lastBody('POST', `${BASE}45/lezaras/`) as { end_date: string }).end_date)).toMatch(/16:00/);
  });

  it('an entry edited: a 400 by its field keeps the input, then saved with PUT; starting a new period', async () => {
    const { page } = s;
    await s.goto('/hr/munkaido-nyilvantartas/45.html');
    await page.getByRole('button', { name: /^Módosítás: 2026\. 11\. 20\./ }).click();
    const form = page.getByRole('region', { name: 'Bejegyzés módosítása' });
    await s.preferOnce('code=400', 'PUT', `${BASE}45/rekordok/5528/`);
    await form.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(form.getByText('Kezdés ideje kisebb kell legyen, mint vége'));
    await form.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}45/rekordok/5528/`)).toMatchObject({
      start_date: expect.stringMatching(/2026-11-20/),
      end_date: expect.stringMatching(/2026-11-20/),
    });

    await page.getByRole('button', { name: 'Következő hónap' }).click();
    await page.waitForURL(/45\.html\?month=12$/);
    await expect.poll(() => query(`${BASE}45/`).get('month')).toBe('12');
    await screenshot(page, 'hr-timesheets-details');
  });

  it('a read-only user sees no edit controls', async () => {
    await expectReadOnly(browser, stack, { listUrl: '/hr/munkaido-nyilvantartas/lista.html', detailsUrl: '/hr/munkaido-nyilvantartas/45.html' });
  });
});
