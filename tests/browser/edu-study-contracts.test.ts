import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

const BASE = '/api/tanulmanyiszerzodes/';
const URL_BASE = '/tanugy/tanulmanyi-szerzodesek';

let s: StaffSession;
staffSuite((suite) => ({ session: s } = suite));

describe('study contracts in Chromium against Prism', () => {
  it('new: every fieldset with both addresses; a 400 shows its messages by the fields (an address by its part), then the save', async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/uj.html`);
    await page.getByRole('heading', { level: 1, name: 'Új tanulmányi szerződés' }).waitFor();
    const group = (name: string) => page.getByRole('group', { name, exact: true });
    const contract = group('Szerződés');
    const personal = group('Személyes adatok');
    const papers = group('Okmányok');
    const permanent = group('Állandó lakcím');
    const temporary = group('Tartózkodási cím');
    await s.choose('Intézmény', 'Bar', 'Bartók Béla Alapfokú Művészeti Iskola', contract);
    await s.input('Iktatószám', contract).fill('TK/TSZ/40/2026');
    await s.input('Szerződés típusa', contract).fill('Mesterképzés (gyógypedagógia)');
    await s.input('Név', personal).fill('Fazekas Lilla');
    await s.input('Anyja neve', personal).fill('Major Edit');
    await s.fillDate('Születési dátum', '1996-07-21', personal);
    await s.input('Születési hely', personal).fill('Győr');
    await s.input('Személyazonosító igazolvány száma', papers).fill('654321CD');
    await s.input('Adóazonosító jel', papers).fill('8512345678');
    await s.input('TAJ szám', papers).fill('045678912');
    await s.input('Irányítószám', permanent).fill('9021');
    await s.input('Település', permanent).fill('Győr');
    await s.input('Cím (utca, házszám)', permanent).fill('Baross Gábor út 5.');
    await s.input('Ország', permanent).fill('Magyarország');
    await s.input('Település', temporary).fill('Budapest');
    await s.input('Irányítószám', temporary).fill('1085');
    await s.input('Cím (utca, házszám)', temporary).fill('Üllői út 26.');
    await s.input('Ország', temporary).fill('Magyarország');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(papers.getByText('Az adóazonosító jel 10 számjegyből áll.'));
    await s.shows(permanent.getByText('Ez a mező nem lehet üres'));
    expect(await s.input('Cím (utca, házszám)', temporary).inputValue()).toBe('Üllői út 26.');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/tanugy\/tanulmanyi-szerzodesek\/8801\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 4,
      type: 'Mesterképzés (gyógypedagógia)',
      name: 'Fazekas Lilla',
      birth_date: '1996-07-21',
      tax_number: '8512345678',
      social_security_number: '045678912',
      permanent_address: { zip_code: '9021', city: 'Győr', address_1: 'Baross Gábor út 5.', country: 'Magyarország' },
      temporary_address: { zip_code: '1085', city: 'Budapest' },
    });
  });

  it('details: fieldsets, edit, a comment, an attachment and a decision', async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/8801.html`);
    await page.getByRole('heading', { level: 1, name: 'Tanulmányi szerződés: Németh Boglárka' }).waitFor();
    await s.shows(page.getByRole('region', { name: 'Okmányok' }).getByText('123456AB'));
    const edit = await s.edit();
    await s.input('Születési név', edit).fill('Németh Boglárka Anna');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}8801/`)).toMatchObject({ birth_name: 'Németh Boglárka Anna', name: 'Németh Boglárka', tax_number: '8467891230' });

    await page.getByRole('textbox', { name: 'Megjegyzés', exact: true }).fill('A képzési igazolást csatoltuk.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await page.getByRole('button', { name: '+ Új csatolmány' }).click();
    const upload = page.getByRole('dialog', { name: 'Új csatolmány feltöltése' });
    await upload.getByRole('textbox', { name: 'Csatolmány neve' }).fill('Hallgatói jogviszony igazolás');
    await upload.locator('input[type=file]').setInputFiles({ name: 'igazolas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 igazolás') });
    await upload.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast(/csatolmány/i);
    expect(s.sent('POST', `${BASE}8801/uj-melleklet/`)).toHaveLength(1);

    await page.getByRole('button', { name: 'Elutasítom' }).click();
    const decision = page.getByRole('dialog', { name: 'Elutasítom' });
    await decision.getByRole('textbox', { name: /Az elutasítás indoka/ }).fill('A képzés nem illeszkedik a munkakörhöz.');
    await decision.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.sent('POST', `${BASE}8801/donteshozas/`)).toHaveLength(1);
    await screenshot(page, 'edu-study-contracts-details');
  });
});
