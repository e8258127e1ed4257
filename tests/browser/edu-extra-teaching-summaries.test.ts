import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

const BASE = '/api/tobblettanitasi-szerzodes-osszesitok/';
const URL_BASE = '/tanugy/tobblettanitasi-szerzodes-osszesitok';

let s: StaffSession;
staffSuite((suite) => ({ session: s } = suite));

describe('extra teaching summaries in Chromium against Prism', () => {
  // The section root leading to the list: the shared suite's check.
  it('a year filter reads without a thousands space', async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/lista.html`);
    await page.getByRole('heading', { level: 1, name: 'Többlettanítási összesítők' }).waitFor();
    await s.shows(page.getByRole('table').getByText('Kiss Katalin – TK/TT/88/2026').first());
    const listed = (name: string) => page.waitForRequest((r) => new URL(r.url()).pathname === BASE && new URL(r.url()).searchParams.has(name));
    const byYear = listed('year');
    await s.input('Év').fill('2026');
    await s.input('Év').press('Enter');
    expect(new URL((await byYear).url()).searchParams.get('year')).toBe('2026');
    // A year reads without the thousands space of amounts (x-year in the meta).
    await expect.poll(() => s.input('Év').inputValue()).toBe('2026');
  });

  // A network failure keeping the form and saying so: the shared suite's new-form check.
  it('new: the employees of the month from dolgozok/, their contract from mind/?user, entries as lines; a 400 by the head and by its line keeps the input', async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/uj.html`);
    await page.getByRole('heading', { level: 1, name: 'Új többlettanítási összesítő' }).waitFor();
    const head = page.getByRole('group', { name: 'Összesítő', exact: true });
    await s.input('Év', head).fill('2026');
    // The employee chooser waits for the year and month (a number is taken when its field is left).
    const employees = page.waitForRequest((r) => new URL(r.url()).pathname === `${BASE}dolgozok/`);
    await s.input('Hónap', head).fill('11');
    await s.input('Hónap', head).press('Tab');
    const asked = new URL((await employees).url()).searchParams;
    expect([asked.get('year'), asked.get('month')]).toEqual(['2026', '11']);
    expect(await s.input('Év', head).inputValue()).toBe('2026');
    await s.choose('Dolgozó', 'Far', 'Farkas Judit', head);
    // The contracts are the chosen employee's: mind/?user=.
    await s.choose('Szerződés', 'Mol', 'Molnár Gábor', head);
    expect(s.sent('GET', '/api/tobblettanitasi-szerzodesek/mind/').map((r) => new URL(r.url()).searchParams.get('user'))).toContain('50');

    const entries = page.getByRole('group', { name: 'Bejegyzések', exact: true }).last();
    for (const [index, date] of ['2026-11-04', '2026-11-18'].entries()) {
      await entries.getByRole('button', { name: 'Új bejegyzés' }).click();
      const row = entries.getByRole('group', { name: `${index + 1}. sor` });
      await s.fillDate('Dátum', date, row);
      await s.input('Óraszám', row).fill('2');
      await s.input('Tantárgy', row).fill('Ének-zene');
    }

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(head.getByText('Ehhez a szerződéshez erre a hónapra már van összesítő.'));
    const second = entries.getByRole('group', { name: '2. sor' });
    await s.shows(second.getByText('A dátum nem esik a választott hónapba.'));
    expect(await s.input('Tantárgy', second).inputValue()).toBe('Ének-zene');
    expect(await head.getByRole('combobox', { name: 'Dolgozó' }).inputValue()).toBe('Farkas Judit');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/tanugy\/tobblettanitasi-szerzodes-osszesitok\/141\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      year: 2026,
      month: 11,
      user: 50,
      contract: 1304,
      entries: [
        { date: '2026-11-04', hours: 2, subject: 'Ének-zene' },
        { date: '2026-11-18', hours: 2, subject: 'Ének-zene' },
      ],
    });
  });

  it('details: the entries and the contract linked; the entries edited and saved with PUT', async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/141.html`);
    await page.getByRole('heading', { level: 1, name: 'Többlettanítási összesítő: Kiss Katalin, 2026. 11.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Kiss Katalin – TK/TT/88/2026' }).first().getAttribute('href')).toBe('/tanugy/tobblettanitasi-szerzodesek/1301.html');
    await s.shows(page.getByRole('table', { name: 'Bejegyzések' }).first().getByText('Helyettesítés').first());
    const edit = await s.edit();
    const third = edit.getByRole('group', { name: '3. sor' });
    await s.input('Megjegyzés', third).fill('Szakkör helyett');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}141/`)).toMatchObject({
      year: 2026,
      month: 11,
      user: 49,
      contract: 1301,
      entries: [{ hours: 2 }, { hours: 1 }, { hours: 3, note: 'Szakkör helyett' }],
    });
    await screenshot(page, 'edu-extra-teaching-summaries-details');
  });

  it('new: a month typed and saved straight away (no Tab) stays after the refused save', async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/uj.html`);
    const head = page.getByRole('group', { name: 'Összesítő', exact: true });
    await s.input('Év', head).fill('2026');
    await s.input('Hónap', head).fill('11');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(head.getByText('Ez a mező nem lehet üres').first());
    expect(await s.input('Hónap', head).inputValue()).toBe('11');
    expect(await s.input('Év', head).inputValue()).toBe('2026');
  });
});
