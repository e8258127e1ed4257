import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/palyazatok/';

staffSuite((suite) => ({ session: s } = suite));

describe('tenders in Chromium against Prism', () => {
  it('the list shows the amounts in forints', async () => {
    const { page } = s;
    await s.goto('/penzugy/palyazatok/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Pályázatok' }).waitFor();
    await s.shows(page.getByRole('link', { name: 'Digitális oktatás eszközfejlesztése' }));
    await s.shows(page.getByRole('table').getByText(/^25\s000\s000 Ft$/));
    await screenshot(page, 'finance-tenders-list');
  });

  it('new: every field with the currency default, the period order checked on the client; the §8 messages of a 400 by their fields, the input kept; the body sent', async () => {
    const { page } = s;
    await s.goto('/penzugy/palyazatok/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új pályázat' }).waitFor();
    const basics = page.getByRole('group', { name: 'Alapadatok', exact: true });
    const sums = page.getByRole('group', { name: 'Összegek', exact: true });
    const period = page.getByRole('group', { name: 'Időszak', exact: true });
    expect(await sums.getByRole('combobox', { name: 'Pénznem' }).inputValue()).toBe('HUF');
    await s.input('Megnevezés', basics).fill('Iskolakert program 2027');
    await s.input('Pályázati kód', basics).fill('VP-6.3.1-27');
    await basics.getByRole('checkbox', { name: 'Tankerületi pályázat' }).check({ force: true });
    await s.choose('Intézmények', 'Pet', 'Petőfi Sándor Általános Iskola', basics);
    await s.choose('Intézmények', 'Bar', 'Bartók Béla Alapfokú Művészeti Iskola', basics);
    await s.input('Támogatási összeg', sums).fill('4500000');
    await s.input('Működési összeg', sums).fill('1500000');
    await s.input('Felhalmozási összeg', sums).fill('3000000');
    await s.fillDate('Megvalósítás kezdete', '2027-03-01', period);
    await s.fillDate('Megvalósítás vége', '2027-02-01', period);
    await s.fillDate('Határidő', '2027-12-31', period);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(period.getByText('A kezdési dátumnál csak későbbi dátum lehet'));
    await s.fillDate('Megvalósítás vége', '2027-11-30', period);

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(basics.getByText('Ez a mező nem lehet üres'));
    await s.shows(period.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    expect(await s.input('Pályázati kód', basics).inputValue()).toBe('VP-6.3.1-27');
    await screenshot(page, 'finance-tenders-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/penzugy\/palyazatok\/15\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      name: 'Iskolakert program 2027',
      code: 'VP-6.3.1-27',
      school_district: true,
      institutions: [2, 4],
      currency: 1,
      amount: 4500000,
      amount_operational: 1500000,
      amount_accumulation: 3000000,
      start_date: '2027-03-01',
      end_date: '2027-11-30',
      deadline: '2027-12-31',
    });
  });

  it('details: the used, remaining and pending amounts from amount_stat/, the commitments linked, an attachment, an edit', async () => {
    const { page } = s;
    // The tender the new form's save lands on (the spec's example 15).
    await s.goto('/penzugy/palyazatok/15.html');
    await page.getByRole('heading', { level: 1, name: /Sportlétesítmények felújítása 2026/ }).waitFor();
    const sums = page.getByRole('region', { name: 'Összegek' });
    await s.shows(sums.getByText(/^20\s000\s000 Ft$/));
    await s.shows(sums.getByText('HUF'));
    const stat = page.getByRole('region', { name: 'Keret felhasználása' });
    await s.shows(stat.getByText(/^20\s555\s000 Ft$/));
    await s.shows(stat.getByText(/^635\s000 Ft$/));
    expect(s.sent('GET', `${BASE}15/amount_stat/`).length).toBeGreaterThan(0);
    const commitments = page.getByRole('region', { name: 'Kötelezettségvállalások' });
    expect(await commitments.getByRole('link', { name: 'KV/2026/0302' }).getAttribute('href')).toBe('/kotelezettsegvallalas/2240.html');

    await page.getByRole('button', { name: '+ Új csatolmány' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új csatolmány feltöltése' });
    await dialog.getByLabel('Csatolmány neve').fill('Módosított támogatói okirat');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /fájl kiválasztása/ }).click();
    await (await chooser).setFiles({ name: 'okirat.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast('A csatolmány feltöltése sikeres.');
    expect(s.lastSent('POST', `${BASE}15/uj-melleklet/`)?.headers()['content-type']).toMatch(/^multipart\/form-data/);

    const edit = await s.edit();
    await s.input('Támogatási összeg', edit).fill('26000000');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}15/`)).toMatchObject({ amount: 26000000, institutions: [2, 3], code: 'KEHOP-5.2.9-26' });
    await screenshot(page, 'finance-tenders-details');
  });

  it('the close action asks first, then closes the tender (lezar/)', async () => {
    const { page } = s;
    await s.goto('/penzugy/palyazatok/15.html');
    await page.getByRole('heading', { level: 1, name: /Sportlétesítmények felújítása 2026/ }).waitFor();
    await page.getByRole('button', { name: 'Lezárás', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await s.shows(confirm.getByText('Biztosan lezárja a pályázatot? A lezárt pályázathoz nem köthető új tétel.'));
    await confirm.getByRole('button', { name: 'Igen' }).click();
    await s.toast('A pályázat lezárva.');
    expect(s.sent('POST', `${BASE}15/lezar/`)).toHaveLength(1);
  });
});
