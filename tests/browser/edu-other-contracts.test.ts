import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

const BASE = '/api/tanugy-egyeb-szerzodesek/';
const URL_BASE = '/tanugy/tanugy-egyeb-szerzodesek';

let s: StaffSession;
staffSuite((suite) => ({ session: s } = suite));

describe('other education contracts in Chromium against Prism', () => {
  it('new: fieldsets, choosers, the price unit default; a 400 by the fields (a chooser, the period, the bank account), then the save', async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/uj.html`);
    await page.getByRole('heading', { level: 1, name: 'Új tanügyi egyéb szerződés' }).waitFor();
    const group = (name: string) => page.getByRole('group', { name, exact: true });
    const contract = group('Szerződés');
    const party = group('Szerződő fél');
    const fee = group('Díjazás');
    // Section 9: the price is per occasion unless changed.
    expect(await fee.getByRole('combobox', { name: 'Díj egysége' }).inputValue()).toBe('Alkalom');

    await s.choose('Intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', contract);
    await s.choose('Érintett intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', contract);
    await s.input('Iktatószám', contract).fill('TK/TESZ/90/2026');
    await s.input('Szerződés típusa', contract).fill('Hangszerhangolás');
    await s.choose('Pályázat', 'Sport', 'Sportlétesítmények felújítása 2026', contract);
    await s.fillDate('Szerződés kezdete', '2030-01-10', contract);
    await s.fillDate('Szerződés vége', '2030-03-31', contract);
    await s.input('Név', party).fill('Hangoló Bt.');
    await s.input('Lakcím / székhely', party).fill('6722 Szeged, Tisza Lajos körút 40.');
    await s.input('Adószám / adóazonosító jel', party).fill('22334455-2-06');
    await s.input('E-mail cím', party).fill('iroda@hangolo.hu');
    await s.input('Díj (Ft)', fee).fill('180000');
    await s.input('Bankszámlaszám', fee).fill('11600006-00000000-87654321');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(contract.getByText('Ez az intézmény már nem választható'));
    await s.shows(contract.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    await s.shows(fee.getByText('Hibás bankszámlaszám'));
    expect(await s.input('Név', party).inputValue()).toBe('Hangoló Bt.');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/tanugy\/tanugy-egyeb-szerzodesek\/4402\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 3,
      affected_institution: 3,
      type: 'Hangszerhangolás',
      tender: 15,
      name: 'Hangoló Bt.',
      price: 180000,
      price_unit: 'occasion',
      start_date: '2030-01-10',
      end_date: '2030-03-31',
    });
  });

  it('details: fieldsets, edit, a comment and a decision', async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/4402.html`);
    await page.getByRole('heading', { level: 1, name: 'Tanügyi egyéb szerződés: Hangszerdoktor Kft.' }).waitFor();
    await s.shows(page.getByRole('region', { name: 'Díjazás' }).getByText('240 000', { exact: true }));
    const edit = await s.edit();
    await s.input('E-mail cím', edit).fill('szerviz@hangszerdoktor.hu');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}4402/`)).toMatchObject({ email: 'szerviz@hangszerdoktor.hu', name: 'Hangszerdoktor Kft.', price_unit: 'occasion' });

    await page.getByRole('textbox', { name: 'Megjegyzés', exact: true }).fill('A számla a teljesítés után érkezik.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await page.getByRole('button', { name: 'Elutasítom' }).click();
    const decision = page.getByRole('dialog', { name: 'Elutasítom' });
    await decision.getByRole('textbox', { name: /Az elutasítás indoka/ }).fill('A díj meghaladja a keretet.');
    await decision.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.sent('POST', `${BASE}4402/donteshozas/`)).toHaveLength(1);
    await screenshot(page, 'edu-other-contracts-details');
  });

  it('an approved contract: cancel with its date and reference number, storno, clone', async () => {
    const { page } = s;
    await page.route(
      (url) => url.pathname === `${BASE}4402/`,
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as object), state: 'closed_positive', current_step: null, waiting_for: null } });
      },
    );
    await s.goto(`${URL_BASE}/4402.html`);
    await page.getByRole('heading', { level: 1, name: /Hangszerdoktor/ }).waitFor();
    await page.getByRole('button', { name: 'Megszüntetés' }).click();
    const cancel = page.getByRole('dialog', { name: 'Megszüntetés' });
    await s.fillDate('Megszűnés dátuma', '2030-02-28', cancel);
    await s.input('Megszüntetés iktatószáma', cancel).fill('TK/TESZ/78-M/2026');
    await cancel.getByRole('button', { name: 'Megszüntetés' }).click();
    await s.toast('A megszüntetés rögzítve.');
    expect(s.lastSent('POST', `${BASE}4402/lemond/`)?.postData()).toMatch(/name="cancellation_reference_number"\r\n\r\nTK\/TESZ\/78-M\/2026\r\n/);

    await page.reload();
    await page.getByRole('button', { name: 'Sztornózás' }).click();
    await page.getByRole('dialog', { name: 'Sztornózás' }).getByRole('button', { name: 'Igen' }).click();
    await s.toast('A tétel sztornózva.');
    await page.reload();
    await page.getByRole('button', { name: 'Másolás' }).click();
    await page.getByRole('dialog', { name: 'Másolás' }).getByRole('button', { name: 'Igen' }).click();
    await s.toast('A másolat elkészült.');
    expect(s.lastSent('POST', `${BASE}4402/masolas/`)).toBeDefined();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
