import type { Page } from 'playwright-core';
import { describe, expect, it } from './runner';
import { screenshot, type Stack } from './harness';
import { type StaffSession, staffSuite } from './staff';

let stack: Stack;
let s: StaffSession;
let page: Page;

/** The console errors the forced failures cause: the browser logs each failed request. */
const FORCED = [/status of 400 \(Bad Request\)/];

staffSuite((suite) => {
  ({ stack, session: s } = suite);
  ({ page } = s);
});

describe('employees in Chromium against Prism', () => {
  it('new: the required fields are named, the tax number is looked up, and a 400 shows its messages by the fields (an address by its part) with the lines kept', async () => {
    await page.goto(`${stack.appUrl}/hr/dolgozok/uj.html`);
    for (const legend of [
      'Személyes adatok',
      'Okmányok',
      'Címek',
      'Bankszámla',
      'Munkaképesség és nyugdíj',
      'Erkölcsi bizonyítvány',
      'Munkábajárás és hazautazás',
      'Egyéb adatok',
    ]) {
      await s.shows(page.getByRole('group', { name: legend, exact: true }));
    }
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('Ez a mező nem lehet üres').first());
    // The focus goes to the first field to correct.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    const personal = page.getByRole('group', { name: 'Személyes adatok', exact: true });
    await s.input('Név', personal).fill('Varga Dóra');
    await s.input('Születési név', personal).fill('Varga Dóra');
    await s.fillDate('Születési dátum', '1991-05-14', personal);
    await s.input('Születési hely', personal).fill('Szeged');
    await s.input('Anyja neve', personal).fill('Pintér Ilona');
    await s.input('E-mail cím', personal).fill('varga.dora@gmail.com');
    await s.input('Adóazonosító jel', personal).fill('8456712345');
    await s.shows(page.getByText('Ezzel az adóazonosító jellel már van nyilvántartott személy: Varga Dóra.'));
    expect(s.sentUnder('/api/dolgozok/').some((r) => r.url().includes('/api/dolgozok/adoszam-ellenorzes/?adoszam=8456712345'))).toBe(true);

    const permanent = page.getByRole('group', { name: 'Állandó lakcím', exact: true });
    await s.input('Irányítószám', permanent).fill('6720');
    await s.input('Település', permanent).fill('Szeged');
    await s.input('Cím (utca, házszám)', permanent).fill('Tisza Lajos körút 15.');
    await s.input('Ország', permanent).fill('Magyarország');
    await s.input('Bankszámlaszám', page.getByRole('group', { name: 'Bankszámla', exact: true })).fill('10400126-50526770-00000000');
    const other = page.getByRole('group', { name: 'Egyéb adatok', exact: true });
    await s.choose('Munkahelyi vezető', 'Kiss', 'Kiss Erzsébet', other);
    await s.choose('Jogviszonyok', 'Közn', 'Köznevelési foglalkoztatotti jogviszony', other);
    await s.input('Gépjármű kilométerdíj (Ft/Km)', page.getByRole('group', { name: 'Munkábajárás és hazautazás', exact: true })).fill('15');
    const qualifications = page.getByRole('group', { name: 'Végzettségek', exact: true });
    await qualifications.getByRole('button', { name: 'Új végzettség' }).click();
    const firstQualification = qualifications.getByRole('group', { name: '1. sor' });
    await s.input('Végzettség, szakképzettség', firstQualification).fill('Magyar szakos tanár');
    await s.input('Kiállító intézmény', firstQualification).fill('Szegedi Tudományegyetem');

    await s.preferOnce('code=400', 'POST', '/api/dolgozok/');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(personal.getByText('Nem valós email!'));
    await s.shows(page.getByRole('group', { name: 'Bankszámla', exact: true }).getByText('Hibás bankszámlaszám'));
    await s.shows(permanent.getByText('Ez a mező nem lehet üres'));
    expect(await s.input('Név', personal).inputValue()).toBe('Varga Dóra');
    expect(await s.input('Kiállító intézmény', firstQualification).inputValue()).toBe('Szegedi Tudományegyetem');
    await screenshot(page, 'employees-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/hr\/dolgozok\/1101\.html$/);
    await s.toast('A mentés sikeres.');
    // The refused save is the one console error of this test.
    expect(s.rejected).toEqual([]);
    expect(s.consoleErrors.filter((error) => !FORCED.some((forced) => forced.test(error)))).toEqual([]);
    expect(s.consoleErrors).toHaveLength(1);
    expect(s.lastSent('POST', '/api/dolgozok/')?.postDataJSON()).toMatchObject({
      name: 'Varga Dóra',
      birth_date: '1991-05-14',
      tax_number: '8456712345',
      email: 'varga.dora@gmail.com',
      manager: 48,
      lays: [1],
      car_km_price: 15,
      permanent_address: { zip_code: '6720', city: 'Szeged', address_1: 'Tisza Lajos körút 15.', country: 'Magyarország' },
      qualifications: [{ degree: 'Magyar szakos tanár', institute: 'Szegedi Tudományegyetem' }],
    });
  });

  it('details: the summary, the saved values in the edit form, the attachments without upload', async () => {
    // The employee the new form's save lands on (the spec's example 1101).
    await s.goto('/hr/dolgozok/1101.html');
    await page.getByRole('heading', { level: 1, name: 'Dolgozó: Szabó Péter' }).waitFor();
    const summary = page.getByRole('region', { name: 'Adatok' });
    await s.shows(summary.getByText('Kiss Erzsébet'));
    await s.shows(summary.getByText('Köznevelési foglalkoztatotti jogviszony'));
    const edit = await s.edit();
    expect(await s.input('Település', edit.getByRole('group', { name: 'Állandó lakcím' })).inputValue()).toBe('Budapest');
    expect(await edit.getByRole('combobox', { name: 'Munkahelyi vezető' }).inputValue()).toBe('Kiss Erzsébet');
    await s.shows(page.getByText('Oklevél másolat'));
    expect(await page.getByRole('button', { name: '+ Új csatolmány' }).count()).toBe(0);

    await s.input('Erkölcsi bizonyítvány kiállításának helye', edit.getByRole('group', { name: 'Erkölcsi bizonyítvány' })).fill('Szeged');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastSent('PUT', '/api/dolgozok/1101/')?.postDataJSON()).toMatchObject({ criminal_record_place: 'Szeged', manager: 48, lays: [1] });
  });

  it('employments: a rejected save shows its message on that employment, then the save goes through', async () => {
    await s.goto('/hr/dolgozok/1101.html');
    await page.getByRole('button', { name: 'Munkaviszonyok szerkesztése' }).click();
    const editor = page.getByRole('group', { name: 'Munkaviszonyok' });
    await expect.poll(() => editor.getByRole('group', { name: /sor$/ }).count()).toBe(2);
    await editor.getByRole('button', { name: 'Új munkaviszony' }).click();
    const third = editor.getByRole('group', { name: '3. sor' });
    await s.choose('Intézmény', 'Kölcs', 'Kölcsey Ferenc Gimnázium', third);
    await s.fillDate('Kezdete', '2027-09-01', third);

    await s.preferOnce('code=400', 'POST', '/api/dolgozok/1101/munkaviszony/');
    await page.getByRole('button', { name: 'Munkaviszonyok mentése' }).click();
    const first = editor.getByRole('group', { name: '1. sor' });
    await s.shows(first.getByText('A kezdési dátumnál csak későbbi dátum lehet'));
    expect(await editor.getByRole('group', { name: '2. sor' }).getByText('A kezdési dátumnál csak későbbi dátum lehet').count()).toBe(0);
    expect(await third.getByRole('combobox', { name: 'Intézmény' }).inputValue()).toBe('Kölcsey Ferenc Gimnázium');
    await screenshot(page, 'employees-employments-400');

    await page.getByRole('button', { name: 'Munkaviszonyok mentése' }).click();
    await s.toast('A munkaviszonyok mentése sikeres.');
    const body = s.lastSent('POST', '/api/dolgozok/1101/munkaviszony/')?.postDataJSON() as { employments: Record<string, unknown>[] };
    expect(body.employments).toHaveLength(3);
    expect(body.employments[0]).toMatchObject({ id: 302, institution: 2, start_date: '2019-08-15' });
    expect(body.employments[2]).toMatchObject({ institution: 3, start_date: '2027-09-01', commute_infos: [] });
    expect(body.employments[2]).not.toHaveProperty('id');
    await screenshot(page, 'employees-details');
    // The refused save is the one console error of this test.
    expect(s.rejected).toEqual([]);
    expect(s.consoleErrors.filter((error) => !FORCED.some((forced) => forced.test(error)))).toEqual([]);
    expect(s.consoleErrors).toHaveLength(1);
  });
});
