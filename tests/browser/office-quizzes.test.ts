import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/quiz/';

staffSuite((suite) => ({ session: s } = suite));

describe('quizzes (Munkavédelem › Kvízek) in Chromium against Prism', () => {
  it('the list, then a quiz with its questions and participants', async () => {
    const { page } = s;
    await s.goto('/munkavedelem/kviz/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Kvízek' }).waitFor();
    await s.shows(page.getByRole('table').getByText('Budapesti Tankerületi Központ'));
    // Section 2: list and details only.
    expect(await page.getByRole('link', { name: /^\+? ?Új/ }).count()).toBe(0);

    await s.goto('/munkavedelem/kviz/61.html');
    await page.getByRole('heading', { level: 1, name: /Budapesti Tankerületi Központ/ }).waitFor();
    await s.shows(page.getByText('Mi a teendő tűzjelzés esetén?'));
    await s.shows(page.getByText('SAP-004790'));
    await screenshot(page, 'office-quiz-details');
  });

  it('invites one participant (user chooser) and then everyone', async () => {
    const { page } = s;
    await s.goto('/munkavedelem/kviz/61.html');
    await page.getByRole('button', { name: 'Résztvevő meghívása', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await s.choose('Felhasználó', 'Szab', 'Szabó Péter', dialog);
    await dialog.getByRole('button', { name: 'Résztvevő meghívása', exact: true }).click();
    await expect.poll(() => s.sent('POST', `${BASE}61/invite-participant/`).length).toBe(1);
    expect(s.lastBody('POST', `${BASE}61/invite-participant/`)).toEqual({ user: 45 });
    await s.toast('A meghívó elküldve.');
    await page.getByRole('button', { name: 'Összes résztvevő meghívása', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await expect.poll(() => s.sent('POST', `${BASE}61/invite-all-participants/`).length).toBe(1);
    await s.toast('A meghívók elküldve.');
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});
