import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, screenshot, type Stack } from './harness';
import { expectPermissionGate, expectReadOnly, type StaffSession, staffSuite } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
const BASE = '/api/kozmuvek/';
const listQuery = () => new URL(s.lastSent('GET', BASE)?.url() ?? 'http://x/').searchParams;

staffSuite('ops-utilities', (suite) => ({ stack, browser, session: s } = suite));

describe('utility meters in Chromium against Prism', () => {
  it('the list starts with the active meters (section 9) and filters by institution, utility, meter type and direction', async () => {
    const { page } = s;
    await s.goto('/muszak/kozmuvek');
    await page.waitForURL(/\/muszak\/kozmuvek\/lista\.html$/);
    await page.getByRole('heading', { level: 1, name: 'Közművek' }).waitFor();
    expect(await s.visible(page.getByRole('table').getByRole('link', { name: 'Főépület villanyóra' }))).toBe(true);
    expect(listQuery().get('status')).toBe('active');
    expect(await page.getByRole('combobox', { name: 'Állapot', exact: true }).inputValue()).toBe('Aktív');

    await s.select('Közmű típusa', 'Földgáz');
    await expect.poll(() => listQuery().get('utility_type')).toBe('gas');
    await s.select('Mérő típusa', 'Almérő');
    await expect.poll(() => listQuery().get('meter_type')).toBe('sub');
    await s.select('Kétirányú', 'Nem');
    await expect.poll(() => listQuery().get('is_bidirectional')).toBe('false');
    await s.select('Intézmény', 'Kölcsey Ferenc Gimnázium');
    await expect.poll(() => listQuery().get('institution')).toBe('3');
    await s.select('Állapot', 'Lezárt');
    await expect.poll(() => listQuery().get('status')).toBe('closed');
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'ops-utilities-list');
  });

  it('new: every field, the provider from the static partners; a 400 by its fields and a network failure keep the input', async () => {
    const { page } = s;
    await s.goto('/muszak/kozmuvek/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új közműmérő' }).waitFor();
    const meter = page.getByRole('group', { name: 'Mérő', exact: true });
    expect(await meter.getByRole('checkbox', { name: 'Kétirányú mérő' }).isChecked()).toBe(false);
    await s.input('Megnevezés', meter).fill('Tornacsarnok gázmérő');
    await s.choose('Intézmény', 'Kölcsey', 'Kölcsey Ferenc Gimnázium', meter);
    await s.choose('Közmű típusa', 'Föld', 'Földgáz', meter);
    await s.choose('Mérő típusa', 'Al', 'Almérő', meter);
    await s.input('POD azonosító', meter).fill('39N000123456789X');
    const service = page.getByRole('group', { name: 'Szolgáltatás', exact: true });
    await s.choose('Szolgáltató', 'NKM', 'NKM Földgázszolgáltató Zrt. (közmű (földgáz))', service);
    expect(await service.getByRole('combobox', { name: 'Szolgáltató', exact: true }).inputValue()).toBe('NKM Földgázszolgáltató Zrt. (közmű (földgáz))');
    await s.input('Iktatószám', service).fill('KM/2026/0412');
    await s.fillDate('Utolsó leolvasás', '2026-11-02', service);
    await s.input('Irányítószám', service).fill('1082');
    await s.input('Település', service).fill('Budapest');
    await s.input('Cím (utca, házszám)', service).fill('Baross utca 45.');
    await s.input('Ország', service).fill('Magyarország');
    await s.input('Megjegyzés', service).fill('A mérő a kazánházban van.');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.visible(meter.getByText('Ilyen POD azonosítójú mérő már van.'))).toBe(true);
    expect(await s.input('Megnevezés', meter).inputValue()).toBe('Tornacsarnok gázmérő');
    expect(await s.input('Település', service).inputValue()).toBe('Budapest');
    await screenshot(page, 'ops-utilities-new-400');

    await s.failOnce('POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.visible(page.getByText(/nem sikerült/).first())).toBe(true);
    expect(await s.input('Megjegyzés', service).inputValue()).toBe('A mérő a kazánházban van.');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/kozmuvek\/301\.html$/);
    expect(await s.toast('A mentés sikeres.')).toBe(true);
    expect(s.lastBody('POST', BASE)).toMatchObject({
      name: 'Tornacsarnok gázmérő',
      institution: 3,
      provider: 119,
      utility_type: 'gas',
      meter_type: 'sub',
      is_bidirectional_meter: false,
      pod: '39N000123456789X',
      reference_number: 'KM/2026/0412',
      read_date: '2026-11-02',
      address: { zip_code: '1082', city: 'Budapest', address_1: 'Baross utca 45.', country: 'Magyarország' },
      note: 'A mérő a kazánházban van.',
    });
  });

  it('details: the readings, an edit, an attachment, and closing the meter', async () => {
    const { page } = s;
    await page.getByRole('heading', { level: 1, name: 'Közműmérő: Főépület villanyóra' }).waitFor();
    const readings = page.getByRole('region', { name: 'Mérőállások' });
    expect(await readings.getByRole('row').count()).toBe(4);
    expect(await s.visible(readings.getByText('Kovács Anna'))).toBe(true);
    const edit = await s.edit();
    await s.input('Megjegyzés', edit).fill('A mérő a pincei elosztószekrényben van, kulcs a portán.');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.toast('A mentés sikeres.')).toBe(true);
    expect(s.lastBody('PUT', `${BASE}301/`)).toMatchObject({ name: 'Főépület villanyóra', institution: 2, provider: 118, is_bidirectional_meter: true });

    await page.getByRole('button', { name: '+ Új csatolmány' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új csatolmány feltöltése' });
    await dialog.getByLabel('Csatolmány neve').fill('Leolvasási jegyzőkönyv (november)');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /fájl kiválasztása/ }).click();
    await (await chooser).setFiles({ name: 'leolvasas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    expect(await s.toast('A csatolmány feltöltése sikeres.')).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'ops-utilities-details');

    await page.getByRole('button', { name: 'Lezárás' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    expect(await s.toast('A közműmérő lezárva.')).toBe(true);
    expect(s.sent('POST', `${BASE}301/close/`)).toHaveLength(1);
  });

  it('fits a phone; nothing rejected by the mock, no console error; the permission gate and the read-only user', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, title] of [
      ['/muszak/kozmuvek/lista.html', 'Közművek'],
      ['/muszak/kozmuvek/uj.html', 'Új közműmérő'],
    ] as const) {
      await s.goto(path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    await expectPermissionGate(browser, stack, { menuPath: ['Műszaki ügyek', 'Közművek'], url: '/muszak/kozmuvek/lista.html' });
    await expectReadOnly(browser, stack, { listUrl: '/muszak/kozmuvek/lista.html', detailsUrl: '/muszak/kozmuvek/301.html' });
  });
});
