import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, runAxe, screenshot, startStack, type Stack } from './harness';
import { expectReadOnly, openStaffSession, type StaffSession } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
const NEWS = '/api/hirek/';
const queryOf = (path: string) => new URL(s.lastSent('GET', path)?.url() ?? 'http://x/').searchParams;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  s = await openStaffSession(browser, stack);
});

afterAll(async () => {
  await s?.close();
  await browser?.close();
});

describe('news (Hivatali ügyek › Faliújság) in Chromium against Prism', () => {
  it('the list with the validity range and category filters in the request', async () => {
    const { page } = s;
    await s.goto('/profil/faliujsag/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Faliújság' }).waitFor();
    expect(await s.visible(page.getByRole('table').getByText('Téli szünet ügyeleti rendje'))).toBe(true);
    await s.fillDate('Érvényesség (tól)', '2026-11-01', page.getByRole('group', { name: 'Érvényesség', exact: true }));
    await expect.poll(() => queryOf(NEWS).get('minDate')).toBe('2026-11-01');
    await s.input('Kategória').fill('Munkavédelem');
    await s.input('Kategória').press('Enter');
    await expect.poll(() => queryOf(NEWS).get('category')).toBe('Munkavédelem');
    expect(await runAxe(page)).toEqual([]);
  });

  it('new: dates and institutions chosen, the 400 by its field with the input kept, then the save and the details', async () => {
    const { page } = s;
    await s.goto('/profil/faliujsag/uj.html');
    await s.input('Cím').waitFor();
    await s.input('Cím').fill('Kötelező tűzvédelmi oktatás');
    await s.input('Tartalom').fill('A tűzvédelmi oktatáson minden munkatárs részvétele kötelező.');
    await s.input('Kategória').fill('Munkavédelem');
    await s.fillDate('Érvényes ettől', '2026-12-01');
    await s.fillDate('Érvényes eddig', '2026-12-20');
    await s.choose('Intézmények', 'Pet', 'Petőfi Sándor Általános Iskola');

    await s.preferOnce('code=400', 'POST', NEWS);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.visible(page.getByText(/A befejezés dátuma nem lehet korábbi/))).toBe(true);
    expect(await s.input('Tartalom').inputValue()).toBe('A tűzvédelmi oktatáson minden munkatárs részvétele kötelező.');
    await screenshot(page, 'office-news-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/profil\/faliujsag\/75\.html$/);
    expect(s.lastBody('POST', NEWS)).toMatchObject({
      title: 'Kötelező tűzvédelmi oktatás',
      category: 'Munkavédelem',
      valid_from: '2026-12-01',
      valid_till: '2026-12-20',
      institutions: [2],
    });
    await page.getByRole('heading', { level: 1, name: /Kötelező tűzvédelmi oktatás/ }).waitFor();
    expect(await s.visible(page.getByText('Csatolmányok').first())).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'office-news-details');
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});

describe('§6', () => {
  it('a read-only user gets no edit controls on the news', async () => {
    await expectReadOnly(browser, stack, { listUrl: '/profil/faliujsag/lista.html', detailsUrl: '/profil/faliujsag/75.html' });
  });
});
