import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/egyeb-berlesek/';

staffSuite((suite) => ({ session: s } = suite));

describe('other rents in Chromium against Prism', () => {
  it('new: the rent, its tenant, price (occasion by default) and an occasion line; a 400 by field and line keeps the input', async () => {
    const { page } = s;
    await s.goto('/muszak/berles/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új egyéb bérlés' }).waitFor();
    const rent = page.getByRole('group', { name: 'Bérlés', exact: true });
    await s.choose('Bérlés típusa', 'Rek', 'Reklámfelület', rent);
    await s.choose('Intézmény', 'Kölcsey', 'Kölcsey Ferenc Gimnázium', rent);
    await s.fillDate('Kezdő dátum', '2027-02-01', rent);
    await s.fillDate('Záró dátum', '2027-06-30', rent);
    await rent.getByRole('button', { name: 'Új alkalom' }).click();
    const line = rent.getByRole('group', { name: '1. sor' });
    // Section 9: an occasion starts one-time, from 08:00 to 08:00.
    expect(await line.getByLabel('Kezdés').inputValue()).toBe('08:00');
    await s.fillDate('Dátum', '2027-02-01', line);
    await line.getByLabel('Befejezés').fill('16:00');
    const tenant = page.getByRole('group', { name: 'Bérlő', exact: true });
    await s.input('Bérlő neve', tenant).fill('Városi Sportegyesület');
    await s.input('Képviselő', tenant).fill('Fekete Zoltán');
    // Section 5: the mailing address cannot be empty.
    const mailing = tenant.getByRole('group', { name: 'Levelezési cím', exact: true });
    await mailing.getByLabel('Irányítószám').fill('1146');
    await mailing.getByLabel('Település').fill('Budapest');
    await mailing.getByLabel('Cím (utca, házszám)').fill('Istvánmezei út 1–3.');
    const price = page.getByRole('group', { name: 'Díj', exact: true });
    expect(await price.getByRole('combobox', { name: 'Díj egysége', exact: true }).inputValue()).toBe('Alkalom');
    await s.input('Bérleti díj', price).fill('40000');
    await s.input('Nyitvatartás').fill('Hétköznap 8–16 óra');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(rent.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    await s.shows(line.getByText('Kezdés ideje kisebb kell legyen, mint vége'));
    expect(await s.input('Bérlő neve', tenant).inputValue()).toBe('Városi Sportegyesület');
    expect(await line.getByLabel('Befejezés').inputValue()).toBe('16:00');
    await screenshot(page, 'ops-rents-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/berles\/820\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      type: 'advertising',
      institution: 3,
      start_date: '2027-02-01',
      end_date: '2027-06-30',
      name: 'Városi Sportegyesület',
      representative: 'Fekete Zoltán',
      mailing_address: expect.objectContaining({ zip_code: '1146', city: 'Budapest', address_1: 'Istvánmezei út 1–3.' }),
      price: 40000,
      price_unit: 'occasion',
      occasions: [{ type: 'one_time', date: '2027-02-01', start_time: '08:00', end_time: '16:00' }],
      extra_field_answers: [expect.objectContaining({ field: 62, value: 'Hétköznap 8–16 óra' })],
    });
  });

  it('details: an edit keeping the occasions, a decision, a comment', async () => {
    const { page } = s;
    await s.goto('/muszak/berles/820.html');
    await page.getByRole('heading', { level: 1, name: 'Egyéb bérlés: Falatozó Bt.' }).waitFor();
    const edit = await s.edit();
    expect(await s.input('Nyitvatartás', edit).inputValue()).toBe('Hétfőtől péntekig 7:30–14:00');
    await s.input('Képviselő', edit).fill('Balogh Erzsébet ügyvezető');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}820/`)).toMatchObject({
      representative: 'Balogh Erzsébet ügyvezető',
      price_unit: 'month',
      occasions: [{ id: 701, type: 'weekly' }],
    });

    await page.getByRole('button', { name: 'Elutasítom' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elutasítom' });
    await dialog.getByRole('textbox', { name: /Az elutasítás indoka/ }).fill('A büfé nyitvatartása ütközik az órarenddel.');
    await dialog.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.sent('POST', `${BASE}820/donteshozas/`)).toHaveLength(1);

    await s.goto('/muszak/berles/820.html');
    await page.getByRole('region', { name: 'Megjegyzések' }).getByRole('textbox', { name: 'Megjegyzés' }).fill('Az új nyitvatartással újra beküldjük.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await screenshot(page, 'ops-rents-details');
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});
