import type { Page } from 'playwright-core';
import { describe, expect, it } from './runner';
import { screenshot, type Stack } from './harness';
import { type StaffSession, staffSuite } from './staff';

let stack: Stack;
let s: StaffSession;
let page: Page;
const BASE = '/api/kotelezettsegvallalas/';
const TENDERS = '/api/palyazatok/mind/';
const BUDGETS = '/api/penzugy/penzugyi-keretek/mind/';

/** Console errors Chromium logs for the failures a test forces (each is expected once). */
const forcedFailures: string[] = [];

/** The next such request is sent with `Prefer: code=<status>`, so Prism answers that error. */
async function answerOnceWith(status: number, method: string, path: string) {
  forcedFailures.push(`Failed to load resource: the server responded with a status of ${status} (Bad Request)`);
  await s.preferOnce(`code=${status}`, method, path);
}

const isRecordGet = (url: URL) => /^\/api\/kotelezettsegvallalas\/\d+\/$/.test(url.pathname);

/** Every commitment the mock answers is an approved one (its example is waiting for a decision). */
async function answerApproved() {
  await page.route(isRecordGet, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const id = Number(new URL(route.request().url()).pathname.split('/').at(-2));
    const body = { ...((await response.json()) as Record<string, unknown>), id, state: 'closed_positive', current_step: null, waiting_for: null };
    await route.fulfill({ response, json: body });
  });
}

staffSuite(
  (suite) => {
    ({ stack, session: s } = suite);
    ({ page } = s);
  },
  { typing: 'fill' },
);

describe('commitments in Chromium against Prism', () => {
  it('the list shows the commitments with their amounts', async () => {
    await page.goto(`${stack.appUrl}/kotelezettsegvallalas/lista.html`);
    await page.getByRole('heading', { level: 1, name: 'Kötelezettségvállalás' }).waitFor();
    await s.shows(page.getByRole('link', { name: 'KV/2026/0412' }));
    await s.shows(page.getByRole('table').getByText('Tantermi projektorok cseréje'));
    await s.shows(page.getByRole('table').getByText('635 000 Ft'));
    await screenshot(page, 'commitments-list');
  });

  it('new: fieldsets, choosers, a product recorded with its currency, extra fields; a 400 shows its messages by the fields, the budget chooser and the product list, with what was typed kept', async () => {
    await page.goto(`${stack.appUrl}/kotelezettsegvallalas/lista.html`);
    await page.getByRole('link', { name: /Új kötelezettségvállalás/ }).click();
    await page.waitForURL(/\/kotelezettsegvallalas\/uj\.html$/);
    for (const legend of ['Alapadatok', 'Kivitelező', 'Pénzügyi adatok', 'Forrás']) {
      await s.shows(page.getByRole('group', { name: legend, exact: true }));
    }
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('Ez a mező nem lehet üres').first());
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('subject');

    const basics = page.getByRole('group', { name: 'Alapadatok', exact: true });
    const source = page.getByRole('group', { name: 'Forrás', exact: true });
    // Section 7: the tenders come from mind/ for the affected institution, so the chooser waits for it.
    // So do the budgets (mind/ declared by this project).
    expect(await source.getByRole('combobox', { name: 'Pályázat' }).isDisabled()).toBe(true);
    expect(await source.getByRole('combobox', { name: 'Pénzügyi keret' }).isDisabled()).toBe(true);
    await expect.poll(() => source.getByText('Előbb adja meg: Érintett intézmény.').count()).toBe(2);
    await basics.getByLabel('Tárgy').fill('Informatikai terem bútorzata');
    await basics.getByLabel('Leírás').fill('Húsz tanulóasztal és szék a 21-es terembe.');
    const tendersAsked = page.waitForRequest((r) => new URL(r.url()).pathname === TENDERS);
    const budgetsAsked = page.waitForRequest((r) => new URL(r.url()).pathname === BUDGETS);
    await s.choose('Érintett intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', basics);
    const tenders = await tendersAsked;
    expect(tenders.method()).toBe('GET');
    // A new commitment has no saved tender or budget to keep: only the institution goes.
    expect(Object.fromEntries(new URL(tenders.url()).searchParams)).toEqual({ institution: '3' });
    expect(Object.fromEntries(new URL((await budgetsAsked).url()).searchParams)).toEqual({ institution: '3' });
    await s.choose('Kivitelező partner', 'Iroda', 'Irodatechnika Kft. (informatika)', page.getByRole('group', { name: 'Kivitelező', exact: true }));
    const money = page.getByRole('group', { name: 'Pénzügyi adatok', exact: true });
    await s.choose('Pénznem', 'EUR', 'EUR', money);
    await money.getByLabel('Bruttó összeg').fill('1270000');
    await s.choose('Pályázat', 'Sport', 'Sportlétesítmények felújítása 2026', source);
    await s.choose('Pénzügyi keret', 'Dologi', 'Dologi kiadások 2026 – Kölcsey', source);

    // The fieldset and, inside it, the line editor are both named 'Termékek'.
    const products = page.getByRole('group', { name: 'Termékek', exact: true }).last();
    await products.getByRole('button', { name: 'Új termék' }).click();
    const first = products.getByRole('group', { name: '1. sor' });
    await first.getByLabel('Megnevezés').fill('Tanulóasztal');
    await first.getByLabel('Mennyiségi egység').fill('db');
    await first.getByRole('textbox', { name: /^Mennyiség\b(?!i)/ }).fill('20');
    await first.getByLabel('Bruttó egységár').fill('63500');
    await first.getByLabel('Bruttó egységár').blur();
    expect(await first.getByRole('status', { name: '1. sor: Bruttó összesen' }).textContent()).toMatch(/^1\s270\s000 Ft$/);
    await first.getByRole('button', { name: 'Termék rögzítése (1. sor)' }).click();
    await s.toast('A termék rögzítve.');
    expect(s.lastSent('POST', `${BASE}termek/`)?.postDataJSON()).toMatchObject({
      name: 'Tanulóasztal',
      quantity: 20,
      unit: 'db',
      gross_price: 63500,
      vat: 1,
      currency: 2,
    });
    // The answer (the mock's example product, with its id) replaces the line.
    expect(await first.getByLabel('Megnevezés').inputValue()).toBe('Epson EB-W52 projektor');

    await s.choose('A beszerzés jellege', 'Bút', 'Bútor');
    // An extra date field is the same picker as every other date (issue 22).
    await s.fillDate('Kért teljesítési határidő', '2027-01-15');

    await answerOnceWith(400, 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(basics.getByText('Ez a mező nem lehet üres'));
    await s.shows(page.getByText('A pénzügyi keret nem aktív'));
    await s.shows(page.getByText('Ez a lista nem lehet üres.'));
    expect(await basics.getByLabel('Leírás').inputValue()).toBe('Húsz tanulóasztal és szék a 21-es terembe.');
    expect(await first.getByLabel('Megnevezés').inputValue()).toBe('Epson EB-W52 projektor');
    await screenshot(page, 'commitments-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/kotelezettsegvallalas\/2310\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastSent('POST', BASE)?.postDataJSON()).toMatchObject({
      subject: 'Informatikai terem bútorzata',
      affected_institution: 3,
      implementer_partner: 301,
      currency: 2,
      cost: 1270000,
      tender: 15,
      financial_budget: 43,
      payment_type: 'bank_transfer',
      products: [{ id: 903 }],
      extra_field_answers: expect.arrayContaining([
        expect.objectContaining({ field: 31, value: 'Bútor' }),
        expect.objectContaining({ field: 32, value: '2027-01-15' }),
      ]),
    });
    // The 400 forced above is the test's one console error.
    expect(s.rejected).toEqual([]);
    expect([...s.consoleErrors].sort()).toEqual([...forcedFailures].sort());
  });

  it('details: fields in fieldsets with the invoice and the budget linked, edit, subscribe, a decision and comments', async () => {
    await page.goto(`${stack.appUrl}/kotelezettsegvallalas/2310.html`);
    await page.getByRole('heading', { level: 1, name: 'Kötelezettségvállalás: Tantermi projektorok cseréje' }).waitFor();
    const sources = page.getByRole('region', { name: 'Forrás és számlák' });
    expect(await sources.getByRole('link', { name: 'IT-2026/00871' }).getAttribute('href')).toBe('/penzugy/szamlazas/7710.html');
    expect(await sources.getByRole('link', { name: 'Dologi kiadások 2026 – Petőfi' }).getAttribute('href')).toBe('/penzugyi-keretek/41.html');
    const money = page.getByRole('region', { name: 'Pénzügyi adatok' });
    await s.shows(money.getByText('635 000 Ft', { exact: true }));
    await s.shows(money.getByText('HUF'));
    await s.shows(page.getByRole('region', { name: 'Termékek és résztvevők' }).getByText('Epson EB-W52 projektor'));
    const edit = await s.edit();
    expect(await edit.getByRole('combobox', { name: 'Érintett intézmény' }).inputValue()).toBe('Petőfi Sándor Általános Iskola');
    // A long form renders its later fields a moment after the first ones: wait for the lines.
    await expect.poll(() => edit.getByRole('group', { name: 'Termékek', exact: true }).last().getByRole('group', { name: /sor$/ }).count()).toBe(2);
    await edit.getByLabel('Érintett épület').fill('B épület');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastSent('PUT', `${BASE}2310/`)?.postDataJSON()).toMatchObject({
      affected_building: 'B épület',
      affected_institution: 2,
      implementer_partner: 301,
      financial_budget: 41,
      products: [{ id: 901 }, { id: 902 }],
      extra_field_answers: expect.arrayContaining([expect.objectContaining({ field: 31, value: 'Informatikai eszköz' })]),
    });

    // The form gives way to the read view, and 'Szerkesztés' comes back before 'Feliratkozás': clicked once it has.
    await page.getByRole('button', { name: 'Szerkesztés', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Feliratkozás' }).click();
    await s.toast('Feliratkozott a változásokra.');
    expect(s.sentUnder(BASE).some((r) => new URL(r.url()).pathname === `${BASE}2310/megjeloles/`)).toBe(true);

    await page.getByRole('textbox', { name: 'Megjegyzés', exact: true }).fill('A második árajánlat rendben, továbbítom.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await page.getByRole('button', { name: 'Visszaküldöm javításra' }).click();
    await page.getByRole('dialog', { name: 'Visszaküldöm javításra' }).getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.sentUnder(BASE).filter((r) => r.url().includes('/donteshozas/'))).toHaveLength(1);
    await screenshot(page, 'commitments-details');
  });

  it('edit: the tender chooser asks mind/ with the affected institution and the saved tender (tender_id), and again when the institution changes', async () => {
    // The mock's commitment has no tender; here it is saved with one.
    await page.route(isRecordGet, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, tender: { id: 15, name: 'Sportlétesítmények felújítása 2026' } } });
    });
    try {
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === TENDERS);
      const budgetsAsked = page.waitForRequest((r) => new URL(r.url()).pathname === BUDGETS);
      await page.goto(`${stack.appUrl}/kotelezettsegvallalas/2310.html`);
      const edit = await s.edit();
      const first = await asked;
      expect(first.method()).toBe('GET');
      expect(Object.fromEntries(new URL(first.url()).searchParams)).toEqual({ institution: '2', tender_id: '15' });
      // The saved budget is kept the same way (financial_budget_id).
      expect(Object.fromEntries(new URL((await budgetsAsked).url()).searchParams)).toEqual({ institution: '2', financial_budget_id: '41' });
      await expect.poll(() => edit.getByRole('combobox', { name: 'Pályázat' }).inputValue()).toBe('Sportlétesítmények felújítása 2026');

      const again = page.waitForRequest((r) => new URL(r.url()).pathname === TENDERS && new URL(r.url()).searchParams.get('institution') === '3');
      await s.choose('Érintett intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', edit);
      expect(Object.fromEntries(new URL((await again).url()).searchParams)).toEqual({ institution: '3', tender_id: '15' });
      expect(s.rejected).toEqual([]);
    } finally {
      await page.unroute(isRecordGet);
    }
  });

  it('new: a chosen tender that the newly chosen institution has not is flagged by the chooser, and fits again with the first institution', async () => {
    await page.goto(`${stack.appUrl}/kotelezettsegvallalas/uj.html`);
    const basics = page.getByRole('group', { name: 'Alapadatok', exact: true });
    const source = page.getByRole('group', { name: 'Forrás', exact: true });
    await s.choose('Érintett intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', basics);
    await s.choose('Pályázat', 'Sport', 'Sportlétesítmények felújítása 2026', source);
    // Petőfi's tenders do not include it.
    const noTenders = (url: URL) => url.pathname === TENDERS && url.searchParams.get('institution') === '2';
    await page.route(noTenders, (route) => route.fulfill({ json: [] }));
    try {
      await s.choose('Érintett intézmény', 'Pet', 'Petőfi Sándor Általános Iskola', basics);
      await s.shows(source.getByText('A választott lehetőség a megadott adatokhoz nem választható.'));
      await s.choose('Érintett intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', basics);
      await source.getByText('A választott lehetőség a megadott adatokhoz nem választható.').waitFor({ state: 'detached' });
      expect(await source.getByRole('combobox', { name: 'Pályázat' }).inputValue()).toBe('Sportlétesítmények felújítása 2026');
    } finally {
      await page.unroute(noTenders);
    }
  });

  it('actions on a commitment in the flow: return to a referent chosen from referensek/, the Excel sheet', async () => {
    await page.goto(`${stack.appUrl}/kotelezettsegvallalas/2310.html`);
    await page.getByRole('heading', { level: 1, name: /Tantermi projektorok cseréje/ }).waitFor();
    await page.getByRole('button', { name: 'Visszaadás referensnek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Visszaadás referensnek' });
    await s.choose('Javasolt referens', 'Varga', 'Varga László', dialog);
    await dialog.getByRole('button', { name: 'Visszaadás referensnek' }).click();
    await s.toast('A kötelezettségvállalás visszakerült a referenshez.');
    expect(s.lastSent('POST', `${BASE}2310/referensnek-visszaadas/`)?.postDataJSON()).toEqual({ suggested_referent: 22 });

    await page.getByRole('button', { name: 'Excel munkalap' }).click();
    await s.toast('Az Excel munkalap elkészült');
    expect(s.lastSent('POST', `${BASE}2310/generate_excel_sheet/`)).toBeDefined();
  });

  it('actions on an approved commitment: supplement opens the new one; storno, cancel with a date, clone', async () => {
    await answerApproved();
    await page.goto(`${stack.appUrl}/kotelezettsegvallalas/2310.html`);
    await page.getByRole('heading', { level: 1, name: /Tantermi projektorok cseréje/ }).waitFor();
    const runAction = async (label: string) => {
      await page.getByRole('button', { name: 'Műveletek ▾' }).click();
      await page.getByRole('menuitem', { name: label }).click();
    };

    await runAction('Pótigény indítása');
    await page.getByRole('dialog', { name: 'Pótigény indítása' }).getByRole('button', { name: 'Igen' }).click();
    await page.waitForURL(/\/kotelezettsegvallalas\/2311\.html$/);
    await s.toast('A pótigény létrejött.');
    await page.getByRole('heading', { level: 1, name: /Tantermi projektorok cseréje/ }).waitFor();

    await runAction('Megszüntetés');
    const cancel = page.getByRole('dialog', { name: 'Megszüntetés' });
    await s.fillDate('Megszűnés dátuma', '2026-12-31', cancel);
    await cancel.getByRole('button', { name: 'Megszüntetés' }).click();
    await s.toast('A megszüntetés rögzítve.');
    expect(s.lastSent('POST', `${BASE}2311/lemond/`)?.postData()).toMatch(/name="cancellation_date"\r\n\r\n2026-12-31\r\n/);

    await page.reload();
    await runAction('Sztornózás');
    await page.getByRole('dialog', { name: 'Sztornózás' }).getByRole('button', { name: 'Igen' }).click();
    await s.toast('A tétel sztornózva.');
    expect(s.lastSent('POST', `${BASE}2311/sztorno/`)).toBeDefined();

    await page.reload();
    await runAction('Másolás');
    await page.getByRole('dialog', { name: 'Másolás' }).getByRole('button', { name: 'Igen' }).click();
    await page.waitForURL(/\/kotelezettsegvallalas\/1043\.html$/);
    await s.toast('A másolat elkészült.');
    // Once the answers it is giving are in: the app stops after the test, and a handler still fetching then fails.
    await page.unrouteAll({ behavior: 'wait' });
  });
});
