import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/gepjarmuigeny/';
const FREE = `${BASE}szabad-autok/`;
const queryOf = (path: string) => new URL(s.lastSent('GET', path)?.url() ?? 'http://x/').searchParams;

staffSuite((suite) => ({ session: s } = suite));

describe('car bookings (Műszaki ügyek › Gépjárműigénylés) in Chromium against Prism', () => {
  it('new: the free cars once departure and return are set, labelled type, plate and seats; the §8 messages of a 400 by their fields', async () => {
    const { page } = s;
    await s.goto('/muszak/gepjarmuigeny/uj.html');
    const trip = page.getByRole('group', { name: 'Utazás', exact: true });
    await trip.waitFor();
    expect(await page.getByRole('combobox', { name: 'Gépjármű', exact: true }).isDisabled()).toBe(true);
    await s.shows(trip.getByText('Előbb adja meg: Indulás, Visszaérkezés.'));
    expect(await s.input('Utazók száma (fő)', trip).inputValue()).toBe('1');

    await s.fillDate('Indulás', '2026-11-26 07:30', trip);
    await s.fillDate('Visszaérkezés', '2026-11-26 16:00', trip);
    await expect.poll(() => queryOf(FREE).get('end_date') ?? '').toMatch(/^2026-11-26T16:00:00[+-]\d\d:\d\d$/);
    expect(queryOf(FREE).get('start_date')).toMatch(/^2026-11-26T07:30:00/);
    expect(queryOf(FREE).has('booking_id')).toBe(false);
    await s.choose('Gépjármű', 'Ško', 'Škoda Octavia Combi 2.0 TDI, AAB-123, 5 fő', trip);
    await s.input('Útvonal', trip).fill('Budapest – Szentendre – Budapest');
    await s.input('Utazók száma (fő)', trip).fill('3');
    await s.input('Gépjárművezető', trip).fill('Varga László');
    const contact = page.getByRole('group', { name: 'Kapcsolattartó', exact: true });
    await s.input('Kapcsolattartó neve', contact).fill('Szabó Péter');
    await s.input('Kapcsolattartó elérhetősége', contact).fill('+36 30 555 1234');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    // Section 8: 'Start date must be before end date' in Hungarian, by its field.
    await s.shows(trip.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    await s.shows(trip.getByText('Nem lehet kisebb mint 1'));
    expect(await s.input('Útvonal', trip).inputValue()).toBe('Budapest – Szentendre – Budapest');
    await screenshot(page, 'ops-car-bookings-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/gepjarmuigeny\/812\.html$/);
    await s.toast('A mentés sikeres.');
    const body = s.lastBody('POST', BASE) as Record<string, unknown>;
    expect(body).toMatchObject({ car: 3, travel_path: 'Budapest – Szentendre – Budapest', person_count: 3, driver: 'Varga László', contact_name: 'Szabó Péter' });
    expect(body.end_date).toMatch(/^2026-11-26T16:00:00[+-]\d\d:\d\d$/);
    expect(s.rejected).toEqual([]);
  });

  it('details: the edit form asks the free cars with its own booking, a decision, a comment, the documents', async () => {
    const { page } = s;
    // The booking the new form's save lands on (the spec's example 812).
    await s.goto('/muszak/gepjarmuigeny/812.html');
    await page.getByRole('heading', { level: 1, name: /Budapest – Szentendre – Budapest/ }).waitFor();
    const edit = await s.edit();
    await expect.poll(() => queryOf(FREE).get('booking_id')).toBe('812');
    await s.input('Utazók száma (fő)', edit).fill('4');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}812/`)).toMatchObject({ person_count: 4, car: 3 });
    await s.shows(page.getByText('Menetlevél').first());
    await s.shows(page.getByText('A versenyre kilenc tanuló utazik, ha lehet, kisbuszt kérünk.'));
    await screenshot(page, 'ops-car-bookings-details');

    await page.getByRole('button', { name: 'Jóváhagyom' }).click();
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: /Döntés elküldése|Igen/ }).click();
    await expect.poll(() => s.sent('POST', `${BASE}812/donteshozas/`).length).toBe(1);
    expect(s.lastSent('POST', `${BASE}812/donteshozas/`)?.postData() ?? '').toMatch(/name="decision_option"\r\n\r\n52\r\n/);
  });

  it('a verification step that locks the details: no edit form, and the page says why', async () => {
    const { page } = s;
    // Every read of booking 812 answers locked while this test runs (the decision before refetches it).
    await s.preferReads('example=locked', `${BASE}812/`);
    await s.goto('/muszak/gepjarmuigeny/812.html');
    await page.getByRole('heading', { level: 1, name: /Budapest – Szentendre – Budapest/ }).waitFor();
    await s.shows(page.getByText('Az adatok a(z) „Gépjármű kiadása” ellenőrzési lépésben nem szerkeszthetők.'));
    expect(await page.getByRole('region', { name: 'Szerkesztés' }).count()).toBe(0);
  });

  // Its heading, axe and the month stepper: the shared suite's calendar check (tests/browser/shared/suite.ts).
  it('the calendar: the month’s bookings on their days', async () => {
    const { page } = s;
    await s.goto('/muszak/gepjarmuigeny/naptar.html');
    await page.getByRole('heading', { level: 1, name: 'Gépjárműigénylés – naptár' }).waitFor();
    expect(await page.getByRole('button', { name: /november 26\.[ ,]/ }).textContent()).toContain('Budapest – Szentendre – Budapest');
    expect(await page.getByRole('button', { name: /november 20\.[ ,]/ }).textContent()).toContain('Budapest – Eger – Budapest');
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});
