import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/kozmuvek/';
const listQuery = () => new URL(s.lastSent('GET', BASE)?.url() ?? 'http://x/').searchParams;

staffSuite((suite) => ({ session: s } = suite));

describe('utility meters in Chromium against Prism', () => {
  // The section root leading to the list: the shared suite's check.
  it('the list starts with the active meters (section 9)', async () => {
    const { page } = s;
    await s.goto('/muszak/kozmuvek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Közművek' }).waitFor();
    await s.shows(page.getByRole('table').getByRole('link', { name: 'Főépület villanyóra' }));
    expect(listQuery().get('status')).toBe('active');
    expect(await page.getByRole('combobox', { name: 'Állapot', exact: true }).inputValue()).toBe('Aktív');
    await screenshot(page, 'ops-utilities-list');
  });

  it('new: every field, the provider from the static partners; a 400 by its fields keeps the input and the address parts', async () => {
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
    await s.shows(meter.getByText('Ilyen POD azonosítójú mérő már van.'));
    expect(await s.input('Megnevezés', meter).inputValue()).toBe('Tornacsarnok gázmérő');
    expect(await s.input('Település', service).inputValue()).toBe('Budapest');
    await screenshot(page, 'ops-utilities-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/kozmuvek\/301\.html$/);
    await s.toast('A mentés sikeres.');
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
    await s.goto('/muszak/kozmuvek/301.html');
    await page.getByRole('heading', { level: 1, name: 'Közműmérő: Főépület villanyóra' }).waitFor();
    const readings = page.getByRole('region', { name: 'Mérőállások' });
    await expect.poll(() => readings.getByRole('row').count()).toBe(4);
    await s.shows(readings.getByText('Kovács Anna'));
    const edit = await s.edit();
    await s.input('Megjegyzés', edit).fill('A mérő a pincei elosztószekrényben van, kulcs a portán.');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}301/`)).toMatchObject({ name: 'Főépület villanyóra', institution: 2, provider: 118, is_bidirectional_meter: true });

    await page.getByRole('button', { name: '+ Új csatolmány' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új csatolmány feltöltése' });
    await dialog.getByLabel('Csatolmány neve').fill('Leolvasási jegyzőkönyv (november)');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /fájl kiválasztása/ }).click();
    await (await chooser).setFiles({ name: 'leolvasas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast('A csatolmány feltöltése sikeres.');
    await screenshot(page, 'ops-utilities-details');

    await page.getByRole('button', { name: 'Lezárás' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await s.toast('A közműmérő lezárva.');
    expect(s.sent('POST', `${BASE}301/close/`)).toHaveLength(1);
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});
