import { describe, expect, it } from './runner';
import { runAxe, screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

const BASE = '/api/hr/szabadsag-keretek/';
let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

describe('absence budgets (HR › Távollétek › Szabadságkeretek) in Chromium against Prism', () => {
  it('the list: budgets per user and institution; no new screen', async () => {
    const { page } = s;
    await s.goto('/hr/szabadsag-keretek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Szabadságkeretek' }).waitFor();
    await s.shows(page.getByRole('link', { name: 'Nagy Éva' }));
    expect(await page.getByRole('link', { name: /^Új/ }).count()).toBe(0);
    await screenshot(page, 'hr-absence-budgets-list');
  });

  it('details: the budgets by reason; edited as lines, a rejected line shows its message, then saved with PUT', async () => {
    const { page } = s;
    await s.goto('/hr/szabadsag-keretek/601.html');
    await page.getByRole('heading', { level: 1, name: 'Szabadságkeret: Szabó Péter, Petőfi Sándor Általános Iskola' }).waitFor();
    await s.shows(page.getByRole('table').getByText('Továbbképzés'));
    const lines = (await s.edit()).getByRole('group', { name: 'Szabadságkeretek' });
    await expect.poll(() => lines.getByRole('group', { name: /\. sor$/ }).count()).toBe(3);
    await lines.getByRole('button', { name: 'Új szabadságkeret' }).click();
    const added = lines.getByRole('group', { name: '4. sor' });
    await s.input('Év', added).fill('2027');
    await s.choose('Távollét oka', 'Kik', 'Kiküldetés', added);
    await s.input('Keret (nap)', added).fill('3');

    await s.preferOnce('code=400', 'PUT', `${BASE}601/`);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(lines.getByRole('group', { name: '2. sor' }).getByText('Nem lehet kisebb mint 0'));
    expect(await s.input('Keret (nap)', added).inputValue()).toBe('3');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    const body = s.lastBody('PUT', `${BASE}601/`) as { absence_budgets: unknown[] };
    expect(body.absence_budgets).toHaveLength(4);
    expect(body.absence_budgets[0]).toMatchObject({ id: 811, year: 2026, absence_reason: 1, total_days: 25 });
    expect(body.absence_budgets[3]).toMatchObject({ year: 2027, absence_reason: 3, total_days: 3 });
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'hr-absence-budgets-details');
  });
});
