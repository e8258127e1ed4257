import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

const BASE = '/api/szabadsagok/';
let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

const listQuery = () => new URL(s.lastSent('GET', BASE)?.url() ?? 'http://x/').searchParams;

// A saved day off's delete (asked, 'Törölve' with 'Visszavonás'): the shared suite's details check of the day offs;
// the delete sent once the undo time is up and the way back to the list: RecordActions' unit test.
describe('day offs (HR › Távollétek › Szabadságok) in Chromium against Prism', () => {
  it('the list: day offs with their reason by name, the state filter offered from szurok/', async () => {
    const { page } = s;
    await s.goto('/hr/szabadsagok/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Szabadságok' }).waitFor();
    const table = page.getByRole('table');
    await s.shows(table.getByText('Tóth Béla').first());
    await s.shows(table.getByText('Betegszabadság').first());
    expect(s.sent('GET', `${BASE}szurok/`).length).toBeGreaterThan(0);
    await s.select('Állapot', 'Jóváhagyott');
    await expect.poll(() => listQuery().get('state')).toBe('closed_positive');
    await screenshot(page, 'hr-day-offs-list');
  });

  it('new: the reason starts as the first one (§9), the conflict check asks once the period is set, the §8 message of a 400 keeps the input', async () => {
    const { page } = s;
    await s.goto('/hr/szabadsagok/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új szabadság' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Szabadság típusa' }).inputValue()).toBe('Betegszabadság');
    await s.choose('Munkaviszony', 'Szab', /Szabó Péter/);
    await s.fillDate('Kezdete', '2026-12-14');
    await s.fillDate('Vége', '2026-12-18');
    await s.shows(page.getByText('Ütköző távollétek és szabadságok:'));
    expect(s.sent('GET', `${BASE}conflicting_entities/`).at(-1)?.url()).toContain('employment=302');
    await s.choose('Helyettesítő', 'Kov', 'Kovács Anna');
    await s.input('Indoklás').fill('Családi program a téli szünet előtt');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    expect(await s.input('Indoklás').inputValue()).toBe('Családi program a téli szünet előtt');
    await screenshot(page, 'hr-day-offs-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/hr\/szabadsagok\/884\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      employment: 302,
      absence_reason: 1,
      start_date: '2026-12-14',
      end_date: '2026-12-18',
      substitute: 12,
      reason: 'Családi program a téli szünet előtt',
    });
  });

  it('details: budgets, edit with PUT, a decision with its question, a comment', async () => {
    const { page } = s;
    await s.goto('/hr/szabadsagok/884.html');
    await page.getByRole('heading', { level: 1, name: /^Szabadság: Szabó Péter/ }).waitFor();
    await s.shows(page.getByRole('table').getByText('25'));
    const edit = await s.edit();
    await s.input('Indoklás', edit).fill('Családi program');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}884/`)).toMatchObject({ reason: 'Családi program', employment: 302, substitute: 46 });

    await page.getByRole('group', { name: 'Döntési lehetőségek' }).getByRole('button', { name: 'Elutasítom' }).click();
    const decision = page.getByRole('dialog', { name: 'Elutasítom' });
    await decision.getByRole('textbox', { name: /Az elutasítás indoka/ }).fill('A téli szünet előtt nincs helyettes.');
    await decision.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.lastSent('POST', `${BASE}884/donteshozas/`)?.postData() ?? '').toMatch(/name="decision_option"\r\n\r\n51\r\n/);
    await screenshot(page, 'hr-day-offs-details');
  });
});
