import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, screenshot, type Stack } from './harness';
import { expectPermissionGate, expectReadOnly, type StaffSession, staffSuite } from './staff';

const BASE = '/api/hr/szabadsag-keretek/';
let stack: Stack;
let browser: Browser;
let s: StaffSession;

staffSuite('hr-absence-budgets', (suite) => ({ stack, browser, session: s } = suite));

const listQuery = () => new URL(s.lastSent('GET', BASE)?.url() ?? 'http://x/').searchParams;

describe('absence budgets (HR › Távollétek › Szabadságkeretek) in Chromium against Prism', () => {
  it('the list: budgets per user and institution, the institution and year filters, export with them; no new screen', async () => {
    const { page } = s;
    await s.goto('/hr/szabadsag-keretek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Szabadságkeretek' }).waitFor();
    expect(await s.visible(page.getByRole('link', { name: 'Nagy Éva' }))).toBe(true);
    expect(await page.getByRole('link', { name: /^Új/ }).count()).toBe(0);
    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola');
    await expect.poll(() => listQuery().get('institution')).toBe('2');
    await s.input('Év').fill('2025');
    await s.input('Év').press('Enter');
    await expect.poll(() => listQuery().get('year')).toBe('2025');
    const download = s.nextRequest('GET', `${BASE}export/`);
    await page.getByRole('button', { name: /Export/ }).click();
    const exported = new URL((await download).url()).searchParams;
    expect([exported.get('institution'), exported.get('year')]).toEqual(['2', '2025']);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'hr-absence-budgets-list');
  });

  it('details: the budgets by reason; edited as lines, a rejected line shows its message, then saved with PUT', async () => {
    const { page } = s;
    await s.goto('/hr/szabadsag-keretek/601.html');
    await page.getByRole('heading', { level: 1, name: 'Szabadságkeret: Szabó Péter, Petőfi Sándor Általános Iskola' }).waitFor();
    expect(await s.visible(page.getByRole('table').getByText('Továbbképzés'))).toBe(true);
    const lines = (await s.edit()).getByRole('group', { name: 'Szabadságkeretek' });
    expect(await lines.getByRole('group', { name: /\. sor$/ }).count()).toBe(3);
    await lines.getByRole('button', { name: 'Új szabadságkeret' }).click();
    const added = lines.getByRole('group', { name: '4. sor' });
    await s.input('Év', added).fill('2027');
    await s.choose('Távollét oka', 'Kik', 'Kiküldetés', added);
    await s.input('Keret (nap)', added).fill('3');

    await s.preferOnce('code=400', 'PUT', `${BASE}601/`);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.visible(lines.getByRole('group', { name: '2. sor' }).getByText('Nem lehet kisebb mint 0'))).toBe(true);
    expect(await s.input('Keret (nap)', added).inputValue()).toBe('3');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.toast('A mentés sikeres.')).toBe(true);
    const body = s.lastBody('PUT', `${BASE}601/`) as { absence_budgets: unknown[] };
    expect(body.absence_budgets).toHaveLength(4);
    expect(body.absence_budgets[0]).toMatchObject({ id: 811, year: 2026, absence_reason: 1, total_days: 25 });
    expect(body.absence_budgets[3]).toMatchObject({ year: 2027, absence_reason: 3, total_days: 3 });
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'hr-absence-budgets-details');
  });

  it('a user without absences.can_use_absence_budgets_module sees the menu item disabled and the route refused', async () => {
    await expectPermissionGate(browser, stack, { menuPath: ['HR', 'Távollétek', 'Szabadságkeretek'], url: '/hr/szabadsag-keretek/lista.html' });
  });

  it('a read-only user sees no edit controls', async () => {
    await expectReadOnly(browser, stack, { listUrl: '/hr/szabadsag-keretek/lista.html', detailsUrl: '/hr/szabadsag-keretek/601.html' });
  });

  it('sent nothing the mock rejected, with no unexpected console error', () => {
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});
