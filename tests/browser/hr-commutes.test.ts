import type { Browser } from 'playwright-core';
import { describe, expect, it } from './runner';
import { runAxe, screenshot, type Stack } from './harness';
import { expectReadOnly, type StaffSession, staffSuite } from './staff';

const BASE = '/api/munkabajaras/';
let stack: Stack;
let browser: Browser;
let s: StaffSession;

staffSuite((suite) => ({ stack, browser, session: s } = suite));

const query = (path: string) => new URL(s.lastSent('GET', path)?.url() ?? 'http://x/').searchParams;

describe('commute info (HR › Munkába járás › Munkába járási adatok) in Chromium against Prism', () => {
  it('the month list: stepping, type, search; the xlsx and the CSV export with their filters', async () => {
    const { page } = s;
    await s.goto('/hr/munkabajaras/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Munkába járási adatok' }).waitFor();
    await s.shows(page.getByRole('link', { name: 'Szabó Péter' }));
    await s.shows(page.getByRole('table').getByText('12 690 Ft'));
    await page.getByRole('button', { name: 'Előző hónap' }).click();
    await expect.poll(() => query(BASE).get('month')).toBe('10');
    await s.choose('Típus', 'Bér', 'Bérlet');
    await expect.poll(() => query(BASE).get('type')).toBe('monthly_pass');
    await page.getByRole('searchbox', { name: 'Keresés' }).fill('Szabó');
    await page.getByRole('searchbox', { name: 'Keresés' }).press('Enter');
    await expect.poll(() => query(BASE).get('q')).toBe('Szabó');
    expect(Object.fromEntries(query(BASE))).toMatchObject({ month: '10', type: 'monthly_pass', q: 'Szabó' });
    // The export asks for the list as shown: the searched list is shown once its answer is in.
    await s.settled();

    const xlsx = s.nextRequest('GET', `${BASE}export/`);
    await page.getByRole('button', { name: 'Exportálás (xlsx)' }).click();
    expect(Object.fromEntries(new URL((await xlsx).url()).searchParams)).toMatchObject({ month: '10', type: 'monthly_pass', q: 'Szabó' });

    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola');
    await s.fillDate('Időszak kezdete', '2026-09-01');
    await s.fillDate('Időszak vége', '2026-10-31');
    const csv = s.nextRequest('GET', `${BASE}export_csv/`);
    await page.getByRole('button', { name: 'Exportálás (CSV)' }).click();
    expect(Object.fromEntries(new URL((await csv).url()).searchParams)).toMatchObject({ institution: '2', start_date: '2026-09-01', end_date: '2026-10-31' });
    // Paged: a district has more employments than a page; the page size and the page go into the URL and the request.
    await s.once('GET', BASE, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), total: 60 } });
    });
    await page.getByRole('button', { name: /Oldalanként/ }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect.poll(() => query(BASE).get('limit')).toBe('50');
    await page.getByRole('button', { name: '2. oldal' }).click();
    await expect.poll(() => query(BASE).get('page')).toBe('2');
    expect(Object.fromEntries(query(BASE))).toMatchObject({ month: '10', type: 'monthly_pass', q: 'Szabó', institution: '2', limit: '50' });
    await screenshot(page, 'hr-commutes-list');
  });

  it('details: the month of the list, commute infos in Km, trips as lines saved with PUT, the month exported', async () => {
    const { page } = s;
    await s.goto('/hr/munkabajaras/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Munkába járási adatok' }).waitFor();
    await s.shows(page.getByRole('link', { name: 'Szabó Péter' }));
    await page.getByRole('button', { name: 'Előző hónap' }).click();
    await expect.poll(() => query(BASE).get('month')).toBe('10');
    await s.settled();
    await page.getByRole('link', { name: 'Szabó Péter' }).click();
    await page.waitForURL(/\/hr\/munkabajaras\/302\.html\?month=10$/);
    await page.getByRole('heading', { level: 1, name: 'Munkába járási adatok: Szabó Péter, Petőfi Sándor Általános Iskola' }).waitFor();
    expect(query(`${BASE}302/`).get('month')).toBe('10');
    await s.shows(page.getByRole('table').getByText('Gépjármű').first());
    // Section 9: distances with 'Km', money with 'Ft'.
    await s.shows(page.getByRole('table').getByText('23,5 Km').first());
    await s.shows(page.getByRole('table').getByText('18 400 Ft').first());
    const trips = page.getByRole('group', { name: 'Utazások' });
    await expect.poll(() => trips.getByRole('group', { name: /\. sor$/ }).count()).toBe(3);
    await trips.getByRole('button', { name: 'Új utazás' }).click();
    const added = trips.getByRole('group', { name: '4. sor' });
    await s.fillDate('Dátum', '2026-10-05', added);
    // A new trip starts both ways on the employment's first commute info; this one was one way.
    await added.getByRole('checkbox', { name: 'Vissza' }).uncheck({ force: true });
    // The employment has two commute infos and allows several per trip: the trip adds the monthly pass beside the car.
    const tripInfos = added.getByRole('list', { name: 'Igénybe vett munkábajárási adatok: kiválasztva' });
    expect(await tripInfos.getByRole('listitem').allTextContents()).toEqual(['Gépjármű, 23,5 Km, 18\u00a0400 Ft/hó✕']);
    await s.choose('Igénybe vett munkábajárási adatok', 'Bér', 'Bérlet, 8\u00a0950 Ft/hó, BKV-BERLET', added);
    // A monthly pass's commute info is chosen by name among the employment's monthly passes.
    const passes = page.getByRole('group', { name: 'Bérletek érvényessége' });
    const savedPass = passes.getByRole('group', { name: '1. sor' }).getByRole('combobox', { name: /^Munkábajárási adat/ });
    expect(await savedPass.inputValue()).toBe('Bérlet, 8\u00a0950 Ft/hó, BKV-BERLET');
    await passes.getByRole('button', { name: 'Új bérlet' }).click();
    const newPass = passes.getByRole('group', { name: '2. sor' });
    await newPass.getByRole('button', { name: /^Munkábajárási adat.*lehetőségek/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Bérlet, 8\u00a0950 Ft/hó, BKV-BERLET']);
    await page.getByRole('option').first().click();
    await s.fillDate('Érvényes ettől', '2026-10-01', newPass);
    await s.fillDate('Érvényes eddig', '2026-10-31', newPass);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    const put = s.lastSent('PUT', `${BASE}302/`);
    expect(new URL(put?.url() ?? 'http://x/').searchParams.get('month')).toBe('10');
    const saved = put?.postDataJSON() as { records: unknown[]; monthly_pass_validities: unknown[] };
    expect(saved.records[3]).toMatchObject({ date: '2026-10-05', towards: true, backwards: false, commute_infos: [11, 12] });
    expect(saved.monthly_pass_validities).toEqual([
      { commute_info: 12, start_date: '2026-11-01', end_date: '2026-11-30' },
      { commute_info: 12, start_date: '2026-10-01', end_date: '2026-10-31' },
    ]);

    await page.getByRole('button', { name: 'Havi export', exact: true }).click();
    await s.toast('A hónap exportálva.');
    expect(s.sent('POST', `${BASE}302/export/`)).toHaveLength(1);

    await page.getByRole('button', { name: 'Következő hónap' }).click();
    await page.waitForURL(/302\.html$/);
    await screenshot(page, 'hr-commutes-details');
  });

  it('an employment with several commute infos but one per trip: each trip chooses one of them', async () => {
    const { page } = s;
    await s.answerReads(`${BASE}302/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { employment: { multiple_commute_infos_per_trip: boolean } };
      await route.fulfill({ response, json: { ...body, employment: { ...body.employment, multiple_commute_infos_per_trip: false } } });
    });
    await s.goto('/hr/munkabajaras/302.html?month=9');
    const trips = page.getByRole('group', { name: 'Utazások' });
    const first = trips.getByRole('group', { name: '1. sor' });
    const chooser = first.getByRole('combobox', { name: /^Igénybe vett munkábajárási adatok/ });
    expect(await chooser.inputValue()).toBe('Gépjármű, 23,5 Km, 18\u00a0400 Ft/hó');
    expect(await first.getByRole('list', { name: /kiválasztva/ }).count()).toBe(0);
    await chooser.fill('Bér');
    await page.getByRole('option', { name: /^Bérlet, 8 950/ }).click();
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    const put = s.lastSent('PUT', `${BASE}302/`);
    expect(new URL(put?.url() ?? 'http://x/').searchParams.get('month')).toBe('9');
    expect((put?.postDataJSON() as { records: unknown[] }).records[0]).toMatchObject({ date: '2026-11-02', commute_infos: [12] });
    expect(await runAxe(page)).toEqual([]);
  });

  it('an exported month is read-only until its export is deleted', async () => {
    const { page } = s;
    await s.preferReads('example=exported', `${BASE}302/`);
    await s.goto('/hr/munkabajaras/302.html');
    await s.shows(page.getByText(/A hónap exportálva: 2026\. 12\. 05\./));
    expect(await page.getByRole('button', { name: 'Mentés', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Havi export törlése' }).click();
    await s.toast('A havi export törölve.');
    expect(s.sent('DELETE', `${BASE}302/delete_export/`)).toHaveLength(1);
  });

  it('a read-only user sees no edit controls', async () => {
    await expectReadOnly(browser, stack, { listUrl: '/hr/munkabajaras/lista.html', detailsUrl: '/hr/munkabajaras/302.html' });
  });
});
