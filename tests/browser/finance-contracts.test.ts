import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/szerzodestar/';

staffSuite((suite) => ({ session: s } = suite));

// The list with its declared columns (the five-million flag among them), its first record linked, and the details'
// delete behind 'Visszavonás': the shared suite's checks of the contract register (tests/browser/shared/).
describe('the contract register in Chromium against Prism', () => {
  it('new: every field, choosers from referensek/, tipusok/ and the static partners; the §8 messages of a 400 by their fields, the input kept; the body sent', async () => {
    const { page } = s;
    await s.goto('/szerzodestar/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új szerződés' }).waitFor();
    const basics = page.getByRole('group', { name: 'Alapadatok', exact: true });
    const parties = page.getByRole('group', { name: 'Intézmények és szerződő felek', exact: true });
    const period = page.getByRole('group', { name: 'Időtartam', exact: true });
    const money = page.getByRole('group', { name: 'Pénzügyi adatok', exact: true });
    expect(await basics.getByRole('checkbox', { name: 'Az iskola láthatja' }).isChecked()).toBe(true);
    expect(await money.getByRole('combobox', { name: 'Pénznem' }).inputValue()).toBe('HUF');
    await s.input('Szerződés tárgya', basics).fill('Iskolabusz szolgáltatás 2027');
    await s.input('Iktatószám', basics).fill('SZT/2026/0200');
    await s.fillDate('Beérkezés dátuma', '2026-11-20', basics);
    await s.choose('Szerződés típusa', 'Szolg', 'Szolgáltatási szerződés', basics);
    await s.choose('Ügyintéző', 'Szabó', 'Szabó Péter', basics);
    await basics.getByRole('checkbox', { name: 'Bevételi szerződés' }).check({ force: true });
    await s.choose('Intézmény', 'Buda', 'Budapesti Tankerületi Központ', parties);
    await s.choose('Érintett intézmények', 'Pet', 'Petőfi Sándor Általános Iskola', parties);
    await s.choose('Partnerek', 'Duna', /^Duna Busz Zrt\./, parties);
    await s.input('Szerződő fél neve', parties).fill('Duna Busz Zrt.');
    await s.fillDate('Aláírás dátuma', '2026-11-25', period);
    await s.select('Időtartam', 'Határozott idejű', period);
    await s.fillDate('Hatály kezdete', '2027-01-01', period);
    await s.fillDate('Hatály vége', '2027-12-31', period);
    await s.input('Egységár (bruttó)', money).fill('450000');
    await s.select('Gyakoriság', 'Havi', money);
    await s.input('Alkalmak száma', money).fill('12');
    await s.input('Megjegyzés', page.getByRole('group', { name: 'Megjegyzés', exact: true })).fill('Reggeli és délutáni járat.');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(basics.getByText('Ez a mező nem lehet üres'));
    await s.shows(period.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    // Section 8: the server's English messages in Hungarian, each by its field.
    await s.shows(basics.getByText('Inaktív típus'));
    await s.shows(parties.getByText('Ez az intézmény már nem választható'));
    expect(await s.input('Szerződés tárgya', basics).inputValue()).toBe('Iskolabusz szolgáltatás 2027');
    await screenshot(page, 'finance-contracts-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/szerzodestar\/88\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      title: 'Iskolabusz szolgáltatás 2027',
      reference_number: 'SZT/2026/0200',
      arrival_date: '2026-11-20',
      type: 5,
      handler: 45,
      income_contract: true,
      school_can_see: true,
      institution: 1,
      institutions: [2],
      partners: [2],
      contractors_name: 'Duna Busz Zrt.',
      signing_date: '2026-11-25',
      duration: 'fixed_term',
      start_date: '2027-01-01',
      end_date: '2027-12-31',
      price: 450000,
      occurrence_unit: 'month',
      number_of_occurrences: 12,
      currency: 1,
      vat: 1,
      note: 'Reggeli és délutáni járat.',
    });
  });

  it('details: the five-million flag plainly, an attachment, an edit; copy opens the copy', async () => {
    const { page } = s;
    await s.goto('/szerzodestar/88.html');
    await page.getByRole('heading', { level: 1, name: /Informatikai eszközök szállítása és karbantartása/ }).waitFor();
    const summary = page.getByRole('region', { name: 'Adatok' });
    await s.shows(summary.getByText('Évente meghaladja az ötmillió forintot'));
    expect(await summary.getByText(/^6\s096\s000 Ft$/).count()).toBeGreaterThan(0);
    // Every saved field readable, also where no edit form is offered.
    await s.shows(page.getByRole('region', { name: 'Szerződés adatai' }).getByText('Horváth Zsuzsanna'));
    await s.shows(page.getByRole('region', { name: 'Időtartam és díjazás' }).getByText('2026. 09. 10.'));
    await page.getByRole('button', { name: '+ Új csatolmány' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új csatolmány feltöltése' });
    await dialog.getByLabel('Csatolmány neve').fill('Aláírt módosítás');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /fájl kiválasztása/ }).click();
    await (await chooser).setFiles({ name: 'modositas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast('A csatolmány feltöltése sikeres.');
    const edit = await s.edit();
    expect(await edit.getByRole('combobox', { name: 'Szerződés típusa' }).inputValue()).toBe('Vállalkozási szerződés');
    await s.input('Megjegyzés', edit).fill('Felülvizsgálva 2026 novemberében.');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}88/`)).toMatchObject({ note: 'Felülvizsgálva 2026 novemberében.', type: 4, handler: 21, partners: [301], institution: 1 });
    await screenshot(page, 'finance-contracts-details');

    await page.getByRole('button', { name: 'Másolás', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await page.waitForURL(/\/szerzodestar\/1043\.html$/);
    await s.toast('A másolat elkészült.');
    expect(s.sent('POST', `${BASE}88/masolas/`)).toHaveLength(1);
  });
});
