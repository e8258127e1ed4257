import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, screenshot, type Stack } from './harness';
import { expectReadOnly, openStaffSession, type StaffSession, staffSuite } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
const BASE = '/api/termek/';
const listQuery = () => new URL(s.lastSent('GET', BASE)?.url() ?? 'http://x/').searchParams;

staffSuite('ops-rooms', (suite) => ({ stack, browser, session: s } = suite));

describe('rooms in Chromium against Prism', () => {
  it("the list: szurok/'s floors and floor types, the area range, accessibility, the district-managed rooms; export with the filters", async () => {
    const { page } = s;
    await s.goto('/muszak/termek');
    await page.waitForURL(/\/muszak\/termek\/lista\.html$/);
    await page.getByRole('heading', { level: 1, name: 'Termek' }).waitFor();
    expect(await s.visible(page.getByRole('table').getByRole('link', { name: 'Informatika terem' }))).toBe(true);

    await s.select('Emelet', '1. emelet');
    await expect.poll(() => listQuery().get('floor')).toBe('1. emelet');
    await s.select('Padlóburkolat', 'Linóleum');
    await expect.poll(() => listQuery().get('floor_type')).toBe('linóleum');
    const area = page.getByRole('group', { name: 'Alapterület (m²)' });
    await area.getByRole('textbox', { name: /\(tól\)/ }).fill('40');
    await area.getByRole('textbox', { name: /\(tól\)/ }).press('Tab');
    await expect.poll(() => listQuery().get('min_area')).toBe('40');
    await area.getByRole('textbox', { name: /\(ig\)/ }).fill('120');
    await area.getByRole('textbox', { name: /\(ig\)/ }).press('Tab');
    await expect.poll(() => listQuery().get('max_area')).toBe('120');
    await s.select('Akadálymentes', 'Nem');
    await expect.poll(() => listQuery().get('is_for_disabled')).toBe('false');
    await s.select('Tankerület kezeli', 'Igen');
    await expect.poll(() => listQuery().get('managed_by_school_district')).toBe('true');

    const exported = s.nextRequest('GET', `${BASE}export/`);
    await page.getByRole('button', { name: /Export/ }).click();
    const query = new URL((await exported).url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      floor: '1. emelet',
      floor_type: 'linóleum',
      min_area: '40',
      max_area: '120',
      managed_by_school_district: 'true',
    });
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'ops-rooms-list');
  });

  it('new: every field, the category from the static data; a 400 by its fields and a network failure keep the input', async () => {
    const { page } = s;
    await s.goto('/muszak/termek/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új terem' }).waitFor();
    const room = page.getByRole('group', { name: 'Terem', exact: true });
    await s.choose('Intézmény', 'Petőfi', 'Petőfi Sándor Általános Iskola', room);
    await s.input('Épület', room).fill('Főépület');
    await s.input('Terem neve', room).fill('Kémia előadó');
    await s.input('Teremszám', room).fill('204');
    await s.choose('Kategória', 'Szak', 'Szaktanterem', room);
    await s.input('Emelet', room).fill('2. emelet');
    const size = page.getByRole('group', { name: 'Méretek és állapot', exact: true });
    await s.input('Alapterület (m²)', size).fill('72');
    await s.input('Belmagasság (m)', size).fill('3,2');
    await s.input('Befogadóképesség (fő)', size).fill('30');
    await s.input('Padlóburkolat', size).fill('járólap');
    await s.input('Padlózat állapota', size).fill('jó');
    await size.getByRole('checkbox', { name: 'Akadálymentes' }).check({ force: true });

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.visible(size.getByText('Nem lehet kisebb mint 0'))).toBe(true);
    expect(await s.input('Terem neve', room).inputValue()).toBe('Kémia előadó');
    expect(await s.input('Befogadóképesség (fő)', size).inputValue()).toBe('30');

    await s.failOnce('POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.visible(page.getByText(/nem sikerült/).first())).toBe(true);
    expect(await s.input('Padlóburkolat', size).inputValue()).toBe('járólap');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/termek\/302\.html$/);
    expect(await s.toast('A mentés sikeres.')).toBe(true);
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 2,
      building: 'Főépület',
      name: 'Kémia előadó',
      room_number: '204',
      category: 3,
      floor: '2. emelet',
      area: 72,
      inner_height: 3.2,
      capacity: 30,
      floor_type: 'járólap',
      floor_condition: 'jó',
      is_for_disabled: true,
    });
  });

  it('details: the data, an edit, then the deletion back to the list', async () => {
    const { page } = s;
    await page.getByRole('heading', { level: 1, name: 'Terem: Informatika terem' }).waitFor();
    expect(await s.visible(page.getByRole('region', { name: 'Adatok' }).getByText('felújítandó'))).toBe(true);
    const edit = await s.edit();
    await s.input('Padlózat állapota', edit).fill('felújítva (2026)');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await s.toast('A mentés sikeres.')).toBe(true);
    expect(s.lastBody('PUT', `${BASE}302/`)).toMatchObject({ name: 'Informatika terem', institution: 2, category: 1, floor_condition: 'felújítva (2026)' });
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'ops-rooms-details');

    await page.getByRole('button', { name: 'Törlés', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await page.waitForURL(/\/muszak\/termek\/lista\.html/);
    expect(s.sent('DELETE', `${BASE}302/`)).toHaveLength(1);
  });

  it('fits a phone; nothing rejected by the mock, no console error; no gate (section 6), but a read-only user gets no edit controls', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, title] of [
      ['/muszak/termek/lista.html', 'Termek'],
      ['/muszak/termek/uj.html', 'Új terem'],
    ] as const) {
      await s.goto(path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    const noPermissions = await openStaffSession(browser, stack, { user: 'no_permissions' });
    await noPermissions.goto('/muszak/termek/lista.html');
    await noPermissions.page.getByRole('heading', { level: 1, name: 'Termek' }).waitFor();
    await noPermissions.close();
    await expectReadOnly(browser, stack, { listUrl: '/muszak/termek/lista.html', detailsUrl: '/muszak/termek/302.html' });
  });
});
