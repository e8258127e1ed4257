import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

const BASE = '/api/munkabajaras-engedelyezes/';
let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

const listQuery = () => new URL(s.lastSent('GET', BASE)?.url() ?? 'http://x/').searchParams;

describe('commute verifications (HR › Munkába járás › engedélyezés) in Chromium against Prism', () => {
  it('the list: requests by employment; the waiting-for filter (Kire vár) offers the own users when szurok/ offers none', async () => {
    const { page } = s;
    await s.goto('/hr/munkabajaras-engedelyezes/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Munkába járás engedélyezése' }).waitFor();
    await s.shows(page.getByRole('link', { name: /Tóth Béla – Kölcsey Ferenc Gimnázium/ }));
    // 'Kire vár' (section 7): szurok/ offers no users here, so the own users are offered.
    await s.select('Kire vár', 'Szabó Péter');
    await expect.poll(() => listQuery().get('waiting_for')).toBe('45');
    await screenshot(page, 'hr-commute-verifications-list');
  });

  it('new: employment, commute infos as lines (same both ways by default: the distance back follows the distance there; Km and Ft), the extra field; a 400 by its line keeps the input', async () => {
    const { page } = s;
    await s.goto('/hr/munkabajaras-engedelyezes/uj.html');
    await s.choose('Munkaviszony', 'Szab', /Szabó Péter/);
    const lines = page.getByRole('group', { name: 'Munkábajárási adatok' });
    await lines.getByRole('button', { name: 'Új munkábajárási adat' }).click();
    const first = lines.getByRole('group', { name: '1. sor' });
    expect(await first.getByRole('checkbox', { name: 'Oda és vissza azonos' }).isChecked()).toBe(true);
    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola', first);
    await s.choose('Típus', 'Gép', 'Gépjármű', first);
    await s.input('Távolság oda (Km)', first).fill('23,5');
    await s.input('Távolság oda (Km)', first).blur();
    await expect.poll(() => s.input('Távolság vissza (Km)', first).inputValue()).toBe('23,5');
    expect(await s.input('Távolság vissza (Km)', first).isDisabled()).toBe(true);
    await s.input('Havi költség (Ft)', first).fill('18400');
    await s.select('Bérlet típusa', 'Helyközi');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(first.getByText('Nem lehet kisebb mint 0'));
    expect(await s.input('Havi költség (Ft)', first).inputValue()).toMatch(/18\s?400/);
    await screenshot(page, 'hr-commute-verifications-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/hr\/munkabajaras-engedelyezes\/640\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      employment: 302,
      commute_infos: [{ institution: 2, type: 'car', mileage_towards: 23.5, mileage_backwards: 23.5, towards_backwards_is_same: true, monthly_cost: 18400 }],
      extra_field_answers: expect.arrayContaining([expect.objectContaining({ field: 81, value: 'Helyközi' })]),
    });
  });

  it('details: the saved lines in the edit form, a decision with its number question, a comment', async () => {
    const { page } = s;
    // The request the new form's save lands on (the spec's example 640).
    await s.goto('/hr/munkabajaras-engedelyezes/640.html');
    await page.getByRole('heading', { level: 1, name: /Szabó Péter – Petőfi Sándor Általános Iskola/ }).waitFor();
    const edit = await s.edit();
    await expect.poll(() => edit.getByRole('group', { name: /\. sor$/ }).count()).toBe(1);
    await page.getByRole('group', { name: 'Döntési lehetőségek' }).getByRole('button', { name: 'Engedélyezem' }).click();
    const decision = page.getByRole('dialog', { name: 'Engedélyezem' });
    await decision.getByRole('textbox', { name: /Elszámolható távolság/ }).fill('23');
    await decision.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.lastSent('POST', `${BASE}640/donteshozas/`)?.postData() ?? '').toMatch(/name="decision_option"\r\n\r\n72\r\n/);
    await page.getByRole('region', { name: 'Megjegyzések' }).getByRole('textbox', { name: 'Megjegyzés' }).fill('A forgalmi engedély másolatát feltöltöttem.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await screenshot(page, 'hr-commute-verifications-details');
  });
});
