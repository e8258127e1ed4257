import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

const BASE = '/api/tobblettanitasi-szerzodesek/';
const URL_BASE = '/tanugy/tobblettanitasi-szerzodesek';

let s: StaffSession;
staffSuite((suite) => ({ session: s } = suite));

describe('extra teaching contracts in Chromium against Prism', () => {
  it("new: the employee's data filled from fetch_employee/, an earlier contract from mind/?user, payment 3045, entries as lines; a 400 by the period and by the entry's line", async () => {
    const { page } = s;
    await s.goto(`${URL_BASE}/uj.html`);
    await page.getByRole('heading', { level: 1, name: 'Új többlettanítási szerződés' }).waitFor();
    const group = (name: string) => page.getByRole('group', { name, exact: true });
    const contract = group('Szerződés');
    const personal = group('Személyes adatok');
    // Section 9: the hourly payment starts at 3045 Ft.
    expect(await s.input('Óradíj (Ft)', contract).inputValue()).toMatch(/^3\s045$/);

    const fetched = s.nextRequest('GET', `${BASE}fetch_employee/`);
    await s.choose('Dolgozó', 'Szabó', 'Szabó Péter', contract);
    expect(new URL((await fetched).url()).searchParams.get('id')).toBe('1101');
    await expect.poll(() => s.input('Név', personal).inputValue()).toBe('Kiss Katalin');
    expect(await s.input('Adóazonosító jel', group('Okmányok')).inputValue()).toBe('8412376590');
    expect(await s.input('Település', group('Állandó lakcím')).inputValue()).toBe('Budapest');

    // The employee's earlier, closed contracts are asked for once the employee is chosen.
    await s.choose('Előzmény szerződés', 'Mol', 'Molnár Gábor', contract);
    expect(s.sent('GET', `${BASE}mind/`).map((r) => new URL(r.url()).search)).toContain('?user=1101&state=closed');
    await s.choose('Intézmény', 'Bar', 'Bartók Béla Alapfokú Művészeti Iskola', contract);
    await s.fillDate('Kezdete', '2030-02-01', contract);
    await s.fillDate('Vége', '2030-06-30', contract);

    const entries = page.getByRole('group', { name: 'Bejegyzések', exact: true }).last();
    for (const [index, [date, hours, subject]] of [
      ['2030-02-03', '2', 'Matematika'],
      ['2030-02-05', '1', 'Fizika'],
    ].entries()) {
      await entries.getByRole('button', { name: 'Új bejegyzés' }).click();
      const row = entries.getByRole('group', { name: `${index + 1}. sor` });
      await s.fillDate('Dátum', date!, row);
      await s.input('Óraszám', row).fill(hours!);
      await s.input('Tantárgy', row).fill(subject!);
      await s.input('Osztály', row).fill('9.B');
    }

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(contract.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    const second = entries.getByRole('group', { name: '2. sor' });
    await s.shows(second.getByText('Az óraszám nem lehet negatív.'));
    expect(await entries.getByRole('group', { name: '1. sor' }).getByText('Az óraszám nem lehet negatív.').count()).toBe(0);
    expect(await s.input('Tantárgy', second).inputValue()).toBe('Fizika');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/tanugy\/tobblettanitasi-szerzodesek\/1301\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 4,
      user: 1101,
      source_contract: 1304,
      payment: 3045,
      name: 'Kiss Katalin',
      tax_number: '8412376590',
      start_date: '2030-02-01',
      end_date: '2030-06-30',
      entries: [
        { date: '2030-02-03', hours: 2, subject: 'Matematika', class_name: '9.B' },
        { date: '2030-02-05', hours: 1, subject: 'Fizika', class_name: '9.B' },
      ],
    });
  });

  it('details: the entries, edit, a comment and a decision', async () => {
    const { page } = s;
    // The contract the new form's save lands on (the spec's example 1301).
    await s.goto(`${URL_BASE}/1301.html`);
    await page.getByRole('heading', { level: 1, name: 'Többlettanítási szerződés: Kiss Katalin' }).waitFor();
    await s.shows(page.getByRole('table', { name: 'Bejegyzések' }).getByText('Magyar nyelv és irodalom').first());
    const edit = await s.edit();
    await s.input('E-mail cím', edit).fill('kiss.katalin@tankerulet.hu');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}1301/`)).toMatchObject({
      email: 'kiss.katalin@tankerulet.hu',
      payment: 3045,
      entries: [{ hours: 2 }, { hours: 1 }, { hours: 3 }],
    });

    // The comment box, not an entry's note (the entries' lines have 'Megjegyzés' fields too).
    await page.locator('textarea[name="content"]').fill('Az órarend szerinti helyettesítések.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await page.getByRole('button', { name: 'Elutasítom' }).click();
    const decision = page.getByRole('dialog', { name: 'Elutasítom' });
    await decision.getByRole('textbox', { name: /Az elutasítás indoka/ }).fill('A bejegyzések nem egyeznek az órarenddel.');
    await decision.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.sent('POST', `${BASE}1301/donteshozas/`)).toHaveLength(1);
    await screenshot(page, 'edu-extra-teaching-details');
  });

  it('an approved contract is cancelled with its date and reference number', async () => {
    const { page } = s;
    await page.route(
      (url) => url.pathname === `${BASE}1301/`,
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as object), state: 'closed_positive', current_step: null, waiting_for: null } });
      },
    );
    await s.goto(`${URL_BASE}/1301.html`);
    await page.getByRole('heading', { level: 1, name: /Kiss Katalin/ }).waitFor();
    await page.getByRole('button', { name: 'Megszüntetés' }).click();
    const cancel = page.getByRole('dialog', { name: 'Megszüntetés' });
    await s.fillDate('Megszűnés dátuma', '2030-05-31', cancel);
    await s.input('Megszüntetés iktatószáma', cancel).fill('TK/TT/MEG/9/2026');
    await cancel.getByRole('button', { name: 'Megszüntetés' }).click();
    await s.toast('A megszüntetés rögzítve.');
    const sent = s.lastSent('POST', `${BASE}1301/lemond/`)?.postData() ?? '';
    expect(sent).toMatch(/name="cancellation_date"\r\n\r\n2030-05-31\r\n/);
    expect(sent).toMatch(/name="cancellation_reference_number"\r\n\r\nTK\/TT\/MEG\/9\/2026\r\n/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
