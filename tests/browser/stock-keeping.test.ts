import { describe, expect, it } from './runner';
import { runAxe, screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite), { user: 'store_user' });

const query = (path: string) => new URL(s.lastSent('GET', path)?.url() ?? 'http://x/').searchParams;
const save = () => s.page.getByRole('button', { name: 'Mentés', exact: true }).click();

describe('stock-keeping in Chromium against Prism', () => {
  // The section root, and the delete behind 'Visszavonás': the shared suite's checks of the imports (tests/browser/shared/).
  it('imports: upload an inventory file (multipart) for an institution, a 400 shown by the file (§8); the result on the details', async () => {
    const { page } = s;
    await s.goto('/leltar/importalas/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Importálás' }).waitFor();
    await s.shows(page.getByRole('table').getByText('Sikertelen'));
    await page.getByRole('link', { name: /Új leltár import/ }).click();
    await page.waitForURL(/\/leltar\/importalas\/uj\.html$/);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Fájl: fájl kiválasztása/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'leltar-2026.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('xlsx') });
    await s.choose('Intézmény', 'Pet', /Petőfi Sándor/);
    await s.preferOnce('code=400', 'POST', '/api/leltar-import/');
    await save();
    await s.shows(page.getByText('Nem küldött be fájlt.'));
    await s.shows(page.getByText('leltar-2026.xlsx'));
    const created = s.nextRequest('POST', '/api/leltar-import/');
    await save();
    expect((await created).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await page.waitForURL(/\/leltar\/importalas\/77\.html$/);
    await s.shows(page.getByText('Feldolgozva').first());
    await screenshot(page, 'stock-import-details');
  });

  it('stock items: the area chooser offers the areas of leltar-korzet/ and its choice reaches the request', async () => {
    const { page } = s;
    await s.goto('/leltar/keszlet/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Készlet' }).waitFor();
    await s.shows(page.getByRole('link', { name: '10023456' }));
    await s.choose('Körzet intézménye', 'Pet', /Petőfi Sándor/);
    await s.choose('Leltárkörzet', 'Főépület 1', 'Főépület 1. emelet');
    await expect.poll(() => query('/api/leltar/').get('area')).toBe('32');
    expect(query('/api/leltar/').get('area_institution')).toBe('2');
    await screenshot(page, 'stock-items-list');
  });

  it('a stock item: edit (a 400 by its fields keeps the input), then a decision with its option and answers', async () => {
    const { page } = s;
    await s.goto('/leltar/keszlet/15001.html');
    await page.getByRole('heading', { level: 1, name: 'Leltári tétel: 10023456 – Asztali számítógép', exact: true }).waitFor();
    await s.shows(page.getByText('Számítástechnikai eszköz').first());
    const edit = await s.edit();
    await s.input('Megjegyzés', edit).fill('Monitor nélkül.');
    await s.preferOnce('code=400', 'PUT', '/api/leltar/15001/');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(edit.getByText('Nem megfelelő dátumformátum (YYYY-MM-DD)'));
    expect(await s.input('Megjegyzés', edit).inputValue()).toBe('Monitor nélkül.');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', '/api/leltar/15001/')).toMatchObject({ name: 'Asztali számítógép', note: 'Monitor nélkül.', activity_date: '2024-08-28' });

    await page.getByRole('button', { name: 'Nem található' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nem található' });
    await dialog.getByRole('textbox', { name: 'Megjegyzés' }).fill('A 112-es teremben nincs meg.');
    const decided = s.nextRequest('POST', '/api/leltar/15001/donteshozas/');
    await dialog.getByRole('button', { name: 'Döntés elküldése' }).click();
    const body = (await decided).postData() ?? '';
    expect(body).toContain('name="decision_option"');
    expect(body).toContain('71');
    expect(body).toContain('A 112-es teremben nincs meg.');
    await s.toast('A döntés rögzítve.');
    await screenshot(page, 'stock-item-details');
  });

  // The delete behind 'Visszavonás': the shared suite's details check of the extra items.
  it('extra items: new with the area from leltar-korzet/; edit; resolve with its §8 message', async () => {
    const { page } = s;
    await s.goto('/leltar/tobblet/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Többlet' }).waitFor();
    await page.getByRole('link', { name: /Új többlet eszköz/ }).click();
    await page.waitForURL(/\/leltar\/tobblet\/uj\.html$/);
    await s.input('Leltári szám').fill('10029999');
    await s.choose('Leltárkörzet', 'Főépület f', 'Főépület földszint');
    await s.input('Megjegyzés').fill('A tornaterem szertárában.');
    await save();
    await page.waitForURL(/\/leltar\/tobblet\/610\.html$/);
    expect(s.lastBody('POST', '/api/leltar-extra/')).toEqual({ stock_number: '10029999', area: 31, note: 'A tornaterem szertárában.' });

    const edit = await s.edit();
    await s.input('Megjegyzés', edit).fill('Leltári matricával.');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', '/api/leltar-extra/610/')).toMatchObject({ stock_number: '10029999', area: 31, note: 'Leltári matricával.' });

    await page.getByRole('button', { name: 'Feldolgozás', exact: true }).click();
    await s.preferOnce('code=400', 'POST', '/api/leltar-extra/610/feldolgoz/');
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await s.shows(page.getByText('Az eszköz nem található a leltárban').first());
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await s.toast('A többlet eszköz feldolgozva.');
    await s.shows(page.getByRole('link', { name: /Fém öltözőszekrény/ }));
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'stock-extra-details');
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});
