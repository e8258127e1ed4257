import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/nyomtatok/';

staffSuite((suite) => ({ session: s } = suite));

describe('printers in Chromium against Prism', () => {
  it('new: type, code and the mandatory extra field; a 400 keeps the extra field', async () => {
    const { page } = s;
    await s.goto('/muszak/nyomtatok/uj.html');
    await s.input('Nyomtató típusa').waitFor();
    await s.input('Nyomtató típusa').fill('Kyocera ECOSYS P2040dn');
    await s.input('Nyomtató azonosító').fill('NY-PSAI-003');
    await s.input('Elhelyezés').fill('Könyvtár');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('Ilyen azonosítójú nyomtató már van.'));
    expect(await s.input('Nyomtató típusa').inputValue()).toBe('Kyocera ECOSYS P2040dn');
    expect(await s.input('Elhelyezés').inputValue()).toBe('Könyvtár');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/nyomtatok\/52\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      printer_type: 'Kyocera ECOSYS P2040dn',
      printer_code: 'NY-PSAI-003',
      extra_field_answers: [expect.objectContaining({ field: 61, value: 'Könyvtár' })],
    });
  });

  it('details: the state history, an edit, a comment and an attachment', async () => {
    const { page } = s;
    // The printer the new form's save lands on (the spec's example 52).
    await s.goto('/muszak/nyomtatok/52.html');
    await page.getByRole('heading', { level: 1, name: 'Nyomtató: NY-PSAI-002 (Canon i-SENSYS MF443dw)' }).waitFor();
    const states = page.getByRole('region', { name: 'Állapotváltozások' });
    await s.shows(states.getByText('Javítás alatt'));
    await s.shows(states.getByText('Papírbehúzási hiba.'));
    const edit = await s.edit();
    expect(await s.input('Elhelyezés', edit).inputValue()).toBe('Titkárság');
    await s.input('Elhelyezés', edit).fill('Titkárság, 2. emelet');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}52/`)).toMatchObject({
      printer_code: 'NY-PSAI-002',
      extra_field_answers: [expect.objectContaining({ field: 61, value: 'Titkárság, 2. emelet' })],
    });

    await page.getByRole('region', { name: 'Megjegyzések' }).getByRole('textbox', { name: 'Megjegyzés' }).fill('A szerviz visszahozta, tesztelés alatt.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await page.getByRole('button', { name: '+ Új csatolmány' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új csatolmány feltöltése' });
    await dialog.getByLabel('Csatolmány neve').fill('Javítási számla');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /fájl kiválasztása/ }).click();
    await (await chooser).setFiles({ name: 'szamla.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast('A csatolmány feltöltése sikeres.');
    await screenshot(page, 'ops-printers-details');
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});
