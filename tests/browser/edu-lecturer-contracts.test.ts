import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

const BASE = '/api/uj-oraadoi-megbizasok/';
const URL_BASE = '/tanugy/uj-oraadoi-megbizasok';

let s: StaffSession;
staffSuite((suite) => ({ session: s } = suite));

/** The record's details answered as approved (and its former contract as approved, not yet extended), so its actions show. */
async function answerApproved() {
  await s.page.route(
    (url) => /^\/api\/(uj-)?oraadoi-megbizasok\/\d+\/$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const id = Number(new URL(route.request().url()).pathname.split('/').at(-2));
      const body = {
        ...((await response.json()) as Record<string, unknown>),
        id,
        state: 'closed_positive',
        current_step: null,
        waiting_for: null,
        has_extension: false,
      };
      await route.fulfill({ response, json: body });
    },
  );
}

describe('lecturer assignment contracts in Chromium against Prism', () => {
  it('new: every fieldset, choosers (the source contract from the old contracts), tasks as lines checked on the client, the extra fields; a 400 translated by the fields and the list, the lines kept', async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/uj.html`);
    const group = (name: string) => page.getByRole('group', { name, exact: true });
    for (const legend of ['Megbízás', 'Személyes adatok', 'Számfejtés és adózás', 'Munkakör és feladatok']) await s.shows(group(legend));
    // Section 9: the fee's unit starts as hour.
    expect(await group('Számfejtés és adózás').getByRole('combobox', { name: 'Díj egysége' }).inputValue()).toBe('Óra');

    const contract = group('Megbízás');
    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola', contract);
    await s.choose('Érintett intézmény', 'Pet', 'Petőfi Sándor Általános Iskola', contract);
    await s.input('Iktatószám', contract).fill('TK/UOA/1100/2026');
    await s.input('Megbízás típusa', contract).fill('Óraadói megbízás');
    await s.choose('Előzmény megbízás', 'Lak', 'Lakatos Erika', contract);
    await s.choose('HR referens', 'Mol', 'Molnár Katalin', contract);
    await s.fillDate('Megbízás kezdete', '2030-02-01', contract);
    await s.fillDate('Megbízás vége', '2030-06-15', contract);

    const personal = group('Személyes adatok');
    await s.input('Név', personal).fill('Lakatos Erika');
    await s.input('Születési név', personal).fill('Lakatos Erika');
    await s.input('Anyja neve', personal).fill('Pálffy Judit');
    await s.fillDate('Születési dátum', '1984-03-09', personal);
    await s.input('Születési hely', personal).fill('Pécs');
    await s.input('Lakcím', personal).fill('7621 Pécs, Király utca 12.');
    await s.input('Levelezési cím', personal).fill('7601 Pécs, Pf. 112.');

    const payroll = group('Számfejtés és adózás');
    await s.input('Adóazonosító jel', payroll).fill('8391234567');
    await s.input('TAJ szám', payroll).fill('123456788');
    await s.input('Megbízási díj (Ft)', payroll).fill('4600');
    await s.input('Bank neve', payroll).fill('OTP Bank');
    await s.input('Bankszámlaszám', payroll).fill('11773016-01234567-00000000');

    const job = group('Munkakör és feladatok');
    await s.input('Fő munkahely', job).fill('Pécsi Tudományegyetem');
    await s.choose('Munkakör', 'Közép', 'Középiskolai tanár', job);
    await s.choose('Jogviszonyok', 'Megb', 'Megbízási jogviszony', job);
    await s.input('FEOR szám', job).fill('2422');
    const tasks = page.getByRole('group', { name: 'Feladatok', exact: true }).last();
    await tasks.getByRole('button', { name: 'Új feladat' }).click();
    const first = tasks.getByRole('group', { name: '1. sor' });
    await s.input('Tantárgy', first).fill('Kémia');
    // The line's own checks come from the spec too: a line without its class and hours is refused on the client, by its cells.
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(first.getByText('Ez a mező nem lehet üres').first());
    await expect.poll(() => first.getByText('Ez a mező nem lehet üres').count()).toBe(2); // the class and the hours
    expect(await s.input('Osztály', first).getAttribute('aria-invalid')).toBe('true');
    expect(s.sent('POST', BASE)).toHaveLength(0);
    expect(await s.input('Tantárgy', first).inputValue()).toBe('Kémia');
    await s.input('Osztály', first).fill('11.A');
    await s.input('Heti óraszám', first).fill('3');
    await s.input('Helyszín', first).fill('Kémia labor');
    await s.input('Feladat típusa', first).fill('Tanóra');
    // The settings' extra fields of lecturer contracts, under the fieldsets.
    const extra = page.locator('[data-field="extra_field_answers"]');
    await s.choose('Foglalkozás jellege', 'Szak', 'Szakköri foglalkozás', extra);
    await extra.getByText('Tantárgyfelosztással egyeztetve', { exact: true }).click();

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    // Section 8: the server's English messages translated, each by its field.
    await s.shows(contract.getByText('Ez az intézmény már nem választható'));
    await s.shows(contract.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    await s.shows(payroll.getByText('Hibás bankszámlaszám'));
    await s.shows(page.getByText('Ez a lista nem lehet üres.'));
    expect(await s.input('Anyja neve', personal).inputValue()).toBe('Pálffy Judit');
    expect(await s.input('Tantárgy', first).inputValue()).toBe('Kémia');
    await screenshot(page, 'edu-lecturer-contracts-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/tanugy\/uj-oraadoi-megbizasok\/3301\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 2,
      affected_institution: 2,
      source_contract: 2102,
      type: 'Óraadói megbízás',
      name: 'Lakatos Erika',
      birth_date: '1984-03-09',
      tax_id: '8391234567',
      payment: 4600,
      payment_unit: 'hour',
      lays: [3],
      start_date: '2030-02-01',
      end_date: '2030-06-15',
      tasks: [{ subject: 'Kémia', class_name: '11.A', hours: 3, location: 'Kémia labor', type: 'Tanóra' }],
      extra_field_answers: expect.arrayContaining([
        { field: 41, value: 'Szakköri foglalkozás' },
        { field: 1302, value: true },
      ]),
    });
  });

  it('details: fieldsets, the tasks, the saved extra fields, the former contract in full; edit, a decision with its question, a comment', async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/3301.html`);
    await page.getByRole('heading', { level: 1, name: 'Óraadói megbízás: Bodnár Krisztina' }).waitFor();
    await s.shows(page.getByRole('region', { name: 'Számfejtés és adózás' }).first().getByText('4 500', { exact: true }));
    await s.shows(page.getByRole('table', { name: 'Feladatok' }).first().getByText('12.C'));
    // The former contract, read by the old contracts' call, in the fieldsets a reader expects (folded until asked for).
    const former = page.getByRole('region', { name: 'Eredeti (régi) megbízás' });
    // Folded at first: its heading shows, its fields after 'Részletek megjelenítése'.
    await s.shows(former.getByRole('heading', { name: 'Eredeti (régi) megbízás' }));
    expect(await former.getByRole('region', { name: 'Személyes adatok' }).count()).toBe(0);
    await former.getByRole('button', { name: 'Részletek megjelenítése' }).click();
    for (const title of [
      'Személyes adatok',
      'Számfejtés és adózás',
      'Munkakör és óraszámok',
      'Nyugdíj',
      'Cég',
      'Erkölcsi bizonyítvány',
      'Munkába járás és költségek',
    ]) {
      await s.shows(former.getByRole('region', { name: title }));
    }
    await s.shows(former.getByText('Igénylés elküldve'));
    expect(s.sent('GET', '/api/oraadoi-megbizasok/2103/').length).toBeGreaterThan(0);

    const edit = await s.edit();
    expect(await edit.getByRole('combobox', { name: 'HR referens' }).inputValue()).toBe('Horváth Zsuzsanna');
    // The saved extra-field answers, in the settings' fields.
    expect(await edit.getByRole('combobox', { name: 'Foglalkozás jellege', exact: true }).inputValue()).toBe('Tanórán kívüli foglalkozás');
    expect(await edit.getByRole('checkbox', { name: 'Tantárgyfelosztással egyeztetve' }).isChecked()).toBe(true);
    await s.input('Levelezési cím', edit).fill('1117 Budapest, Pf. 45.');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}3301/`)).toMatchObject({
      mail_address: '1117 Budapest, Pf. 45.',
      hr_referent: 21,
      affected_institution: 3,
      tasks: [{ subject: 'Fizika' }, { class_name: '12.C' }],
      extra_field_answers: expect.arrayContaining([
        { field: 41, value: 'Tanórán kívüli foglalkozás', section_index: null },
        { field: 1302, value: true, section_index: null },
      ]),
    });

    await page.getByRole('textbox', { name: 'Megjegyzés', exact: true }).fill('Az aláírt példányt feltöltöttük.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await page.getByRole('button', { name: 'Elutasítom' }).click();
    const decision = page.getByRole('dialog', { name: 'Elutasítom' });
    await decision.getByRole('textbox', { name: /Az elutasítás indoka/ }).fill('Hiányzik az erkölcsi bizonyítvány.');
    await decision.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.sent('POST', `${BASE}3301/donteshozas/`)).toHaveLength(1);
    await screenshot(page, 'edu-lecturer-contracts-details');
  });

  it('actions on an approved contract: cancel with date and reference number, storno, clone; the former contract extended by its own call', async () => {
    const { page } = s;
    await answerApproved();
    await s.goto(`${URL_BASE}/3301.html`);
    await page.getByRole('heading', { level: 1, name: /Bodnár Krisztina/ }).waitFor();

    await page.getByRole('button', { name: 'Megszüntetés' }).click();
    const cancel = page.getByRole('dialog', { name: 'Megszüntetés' });
    await s.fillDate('Megszűnés dátuma', '2030-03-31', cancel);
    await s.input('Megszüntetés iktatószáma', cancel).fill('TK/UOA/1020-M/2026');
    await cancel.getByRole('button', { name: 'Megszüntetés' }).click();
    await s.toast('A megszüntetés rögzítve.');
    const cancelled = s.lastSent('POST', `${BASE}3301/lemond/`)?.postData() ?? '';
    expect(cancelled).toMatch(/name="cancellation_date"\r\n\r\n2030-03-31\r\n/);
    expect(cancelled).toMatch(/name="cancellation_reference_number"\r\n\r\nTK\/UOA\/1020-M\/2026\r\n/);

    await page.reload();
    await page.getByRole('button', { name: 'Sztornózás' }).click();
    await page.getByRole('dialog', { name: 'Sztornózás' }).getByRole('button', { name: 'Igen' }).click();
    await s.toast('A tétel sztornózva.');
    expect(s.lastSent('POST', `${BASE}3301/sztorno/`)).toBeDefined();

    await page.reload();
    const former = page.getByRole('region', { name: 'Eredeti (régi) megbízás' });
    await former.getByRole('button', { name: 'Meghosszabbítás' }).click();
    const extend = page.getByRole('dialog', { name: 'Meghosszabbítás' });
    await s.fillDate('Meghosszabbítás vége', '2030-12-31', extend);
    await extend.getByRole('button', { name: 'Meghosszabbítás', exact: true }).click();
    await s.toast('A meghosszabbított megbízás létrejött.');
    expect(s.lastBody('POST', '/api/oraadoi-megbizasok/2103/meghosszabitas/')).toMatchObject({ end_date: '2030-12-31', first_point_extension: false });

    await page.getByRole('button', { name: 'Másolás' }).click();
    await page.getByRole('dialog', { name: 'Másolás' }).getByRole('button', { name: 'Igen' }).click();
    await s.toast('A másolat elkészült.');
    expect(s.lastSent('POST', `${BASE}3301/masolas/`)).toBeDefined();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
