import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, screenshot, type Stack } from './harness';
import { expectPermissionGate, expectReadOnly, type StaffSession, staffSuite } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
const BASE = '/api/egyeb-szerzodesek/';
const listQuery = () => new URL(s.lastSent('GET', BASE)?.url() ?? 'http://x/').searchParams;

staffSuite('ops-other-contracts', (suite) => ({ stack, browser, session: s } = suite));

describe('other contracts in Chromium against Prism', () => {
  it('the list with the szurok/ filters', async () => {
    const { page } = s;
    await s.goto('/muszak/egyeb-szerzodesek');
    await page.waitForURL(/\/muszak\/egyeb-szerzodesek\/lista\.html$/);
    await page.getByRole('heading', { level: 1, name: 'Egyéb szerződések' }).waitFor();
    expect(await s.visible(page.getByRole('table').getByRole('link', { name: 'Tisztaság-Szolg Kft.' }))).toBe(true);
    await s.select('Állapot', 'Folyamatban');
    await expect.poll(() => listQuery().get('state')).toBe('under_checking');
    await s.select('Kire vár', 'Varga László');
    await expect.poll(() => listQuery().get('waiting_for')).toBe('22');
    await s.select('Intézmény', 'Kölcsey Ferenc Gimnázium');
    await expect.poll(() => listQuery().get('institution')).toBe('3');
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'ops-other-contracts-list');
  });

  it('new: the type from the static data and the party; the bank account checked; a translated 400 and a network failure keep the input', async () => {
    const { page } = s;
    await s.goto('/muszak/egyeb-szerzodesek/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új egyéb szerződés' }).waitFor();
    const contract = page.getByRole('group', { name: 'Szerződés', exact: true });
    await s.choose('Szerződés típusa', 'Karb', 'Karbantartási szerződés', contract);
    await s.choose('Intézmény', 'Kölcsey', 'Kölcsey Ferenc Gimnázium', contract);
    await contract.getByRole('checkbox', { name: 'Csatolmányra vár' }).check({ force: true });
    const party = page.getByRole('group', { name: 'Szerződő fél', exact: true });
    await s.input('Szerződő fél neve', party).fill('Lift-Szerviz Zrt.');
    await s.input('Képviselő', party).fill('Kardos Péter');
    await s.input('Cégjegyzékszám', party).fill('01-10-654321');
    await s.input('Adószám', party).fill('87654321-2-42');
    await s.input('KSH statisztikai számjel', party).fill('87654321-4329-114-01');
    await s.input('Bankszámlaszám', party).fill('1177');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.visible(party.getByText('Hibás bankszámlaszám'))).toBe(true);
    await s.input('Bankszámlaszám', party).fill('11773016-11112222-00000000');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.visible(contract.getByText('Ez az intézmény már nem választható'))).toBe(true);
    expect(await s.input('Képviselő', party).inputValue()).toBe('Kardos Péter');

    await s.failOnce('POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.visible(page.getByText(/nem sikerült/).first())).toBe(true);
    expect(await s.input('Szerződő fél neve', party).inputValue()).toBe('Lift-Szerviz Zrt.');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/egyeb-szerzodesek\/251\.html$/);
    expect(await s.toast('A mentés sikeres.')).toBe(true);
    expect(s.lastBody('POST', BASE)).toMatchObject({
      type: 4,
      institution: 3,
      name: 'Lift-Szerviz Zrt.',
      representative: 'Kardos Péter',
      company_number: '01-10-654321',
      tax_number: '87654321-2-42',
      ksh_code: '87654321-4329-114-01',
      bank_account_number: '11773016-11112222-00000000',
      waiting_for_attachment: true,
      school_should_reply: false,
    });
  });

  it('details: an edit, a decision, a comment; cloning opens the copy', async () => {
    const { page } = s;
    await page.getByRole('heading', { level: 1, name: 'Egyéb szerződés: Tisztaság-Szolg Kft.' }).waitFor();
    const edit = await s.edit();
    await s.input('Képviselő', edit).fill('Bodnár István');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.toast('A mentés sikeres.')).toBe(true);
    expect(s.lastBody('PUT', `${BASE}251/`)).toMatchObject({ type: 3, institution: 2, representative: 'Bodnár István' });

    await page.getByRole('region', { name: 'Megjegyzések' }).getByRole('textbox', { name: 'Megjegyzés' }).fill('Az árajánlatot feltöltöttük.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    expect(await s.toast('A megjegyzés elmentve.')).toBe(true);

    await page.getByRole('button', { name: 'Jóváhagyom' }).click();
    expect(await s.toast('A döntés rögzítve.')).toBe(true);
    expect(s.lastSent('POST', `${BASE}251/donteshozas/`)?.postData() ?? '').toMatch(/name="decision_option"\r\n\r\n72\r\n/);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'ops-other-contracts-details');

    await s.goto('/muszak/egyeb-szerzodesek/251.html');
    await page.getByRole('button', { name: 'Másolás' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await page.waitForURL(/\/muszak\/egyeb-szerzodesek\/1043\.html$/);
    expect(s.sent('POST', `${BASE}251/masolas/`)).toHaveLength(1);
  });

  it('fits a phone; nothing rejected by the mock, no console error; the permission gate and the read-only user', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, title] of [
      ['/muszak/egyeb-szerzodesek/lista.html', 'Egyéb szerződések'],
      ['/muszak/egyeb-szerzodesek/uj.html', 'Új egyéb szerződés'],
    ] as const) {
      await s.goto(path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    await expectPermissionGate(browser, stack, { menuPath: ['Műszaki ügyek', 'Szerződések', 'Egyéb szerződések'], url: '/muszak/egyeb-szerzodesek/lista.html' });
    await expectReadOnly(browser, stack, { listUrl: '/muszak/egyeb-szerzodesek/lista.html', detailsUrl: '/muszak/egyeb-szerzodesek/251.html' });
  });
});
