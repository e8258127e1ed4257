import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from './runner';
import { runAxe, screenshot, type Stack } from './harness';
import { type StaffSession, staffSuite } from './staff';

let stack: Stack;
let s: StaffSession;
let page: Page;
const BASE = '/api/teremberles/';

/** The query of the last list call: the filters as the server gets them. */

staffSuite((suite) => {
  ({ stack, session: s } = suite);
  ({ page } = s);
});

// Only the answer a test forces (a 400) may be logged by the browser.
afterEach(() => {
  expect(s.consoleErrors.filter((text) => !/status of 400/.test(text))).toEqual([]);
});

describe('room bookings in Chromium against Prism', () => {
  it('new: fieldsets, rooms from the rooms’ mind/, occasions as lines checked per row, extra fields; a 400 keeps the input', async () => {
    await page.goto(`${stack.appUrl}/muszak/teremberles/uj.html`);
    for (const legend of ['Bérlés', 'Időszak és alkalmak', 'Bérlő', 'Cég adatai', 'Címek', 'Kapcsolattartó', 'Díjak és fizetés', 'Feltételek']) {
      await s.shows(page.getByRole('group', { name: legend, exact: true }));
    }
    const booking = page.getByRole('group', { name: 'Bérlés', exact: true });
    await s.choose('Bérlés típusa', 'Tart', /^Tartós bérlet$/, booking);
    await s.choose('Termek', 'Torn', /^Tornaterem$/, booking);
    await booking.getByLabel('A bérlés célja').fill('Néptánc próbák');
    const period = page.getByRole('group', { name: 'Időszak és alkalmak', exact: true });
    await s.fillDate('Kezdő dátum', '2027-01-11', period);
    await s.fillDate('Záró dátum', '2027-06-14', period);
    await period.getByRole('button', { name: 'Új alkalom' }).click();
    const first = period.getByRole('group', { name: '1. sor' });
    await first.getByLabel('Kezdés').fill('18:00');
    await first.getByLabel('Befejezés').fill('17:00');
    await first.getByLabel('Befejezés').blur();
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    // The row's own checks: a one-time occasion needs its date, and it ends after it starts.
    await s.shows(first.getByText('Kezdés ideje kisebb kell legyen, mint vége'));
    await s.shows(first.getByText('Ez a mező nem lehet üres'));
    await s.fillDate('Dátum', '2027-01-18', first);
    await first.getByLabel('Befejezés').fill('20:00');

    await page.getByRole('group', { name: 'Bérlő', exact: true }).getByLabel('Bérlő neve').fill('Zugligeti Néptánc Együttes');
    const mailing = page.getByRole('group', { name: 'Levelezési cím', exact: true });
    await mailing.getByLabel('Irányítószám').fill('1121');
    await mailing.getByLabel('Település').fill('Budapest');
    await mailing.getByLabel('Cím (utca, házszám)').fill('Zugligeti út 12.');
    await mailing.getByLabel('Ország').fill('Magyarország');
    const prices = page.getByRole('group', { name: 'Díjak és fizetés', exact: true });
    await prices.getByLabel('Díj hétköznap').fill('9000');
    // Section 9: the price unit starts as 'occasion', the payment as bank transfer.
    expect(await prices.getByRole('combobox', { name: 'Díj egysége', exact: true }).inputValue()).toBe('Alkalom');
    await page.getByLabel('Várható létszám').fill('25');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    // The server's messages by their fields (section 8 translations), an occasion's by its line.
    await s.shows(period.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    await s.shows(first.getByText('Kezdés ideje kisebb kell legyen, mint vége'));
    expect(await page.getByRole('group', { name: 'Bérlő', exact: true }).getByLabel('Bérlő neve').inputValue()).toBe('Zugligeti Néptánc Együttes');
    expect(await first.getByLabel('Befejezés').inputValue()).toBe('20:00');
    await screenshot(page, 'room-bookings-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/teremberles\/7001\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastSent('POST', BASE)?.postDataJSON()).toMatchObject({
      type: 'long_term',
      rooms: [301],
      goal: 'Néptánc próbák',
      name: 'Zugligeti Néptánc Együttes',
      start_date: '2027-01-11',
      end_date: '2027-06-14',
      price_workday: 9000,
      price_unit: 'occasion',
      payment_type: 'bank_transfer',
      mailing_address: { zip_code: '1121', city: 'Budapest', address_1: 'Zugligeti út 12.', country: 'Magyarország' },
      occasions: [{ type: 'one_time', date: '2027-01-18', start_time: '18:00', end_time: '20:00' }],
      extra_field_answers: expect.arrayContaining([expect.objectContaining({ field: 51, value: 25 })]),
    });
  });

  it('details: summary, the saved values in the edit form (rooms by name, occasions as lines), edit', async () => {
    await page.goto(`${stack.appUrl}/muszak/teremberles/7001.html`);
    await page.getByRole('heading', { level: 1, name: 'Teremberlés: Újlipótvárosi Kosárlabda Egyesület' }).waitFor();
    const summary = page.getByRole('region', { name: 'Adatok' });
    await s.shows(summary.getByText('TB/2026/0071'));
    await s.shows(summary.getByText('816 000 Ft'));
    const edit = await s.edit();
    await s.shows(edit.getByRole('list', { name: 'Termek: kiválasztva' }).getByText('Tornaterem'));
    const occasions = edit.getByRole('group', { name: 'Időszak és alkalmak', exact: true });
    await expect.poll(() => occasions.getByRole('group', { name: /\. sor$/ }).count()).toBe(2);
    await edit.getByRole('group', { name: 'Feltételek', exact: true }).getByLabel('Mérőóra').fill('V-2231');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastSent('PUT', `${BASE}7001/`)?.postDataJSON()).toMatchObject({ flowmeter: 'V-2231', rooms: [31], occasions: [{ id: 601 }, { id: 602 }] });
  });

  it('decides in the approval panel, sent once', async () => {
    await page.goto(`${stack.appUrl}/muszak/teremberles/7001.html`);
    await page.getByRole('heading', { level: 1, name: 'Teremberlés: Újlipótvárosi Kosárlabda Egyesület' }).waitFor();
    // An option without questions and without a negative history to confirm goes at once.
    await page.getByRole('button', { name: 'Jóváhagyom' }).click();
    await s.toast('A döntés rögzítve.');
    const decisions = s.sentUnder(BASE).filter((r) => r.url().includes('/donteshozas/'));
    expect(decisions).toHaveLength(1);
    expect(decisions[0]!.postData() ?? '').toMatch(/name="decision_option"\r\n\r\n72\r\n/);
  });

  it('comments and uploads an attachment', async () => {
    await page.goto(`${stack.appUrl}/muszak/teremberles/7001.html`);
    await page
      .getByRole('region', { name: 'Megjegyzések' })
      .getByRole('textbox', { name: 'Megjegyzés' })
      .fill('A januári alkalmak a félévzáró miatt egy héttel később kezdődnek.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    expect(s.sentUnder(BASE).some((r) => r.url().includes('/uj-komment/'))).toBe(true);

    await page.getByRole('button', { name: '+ Új csatolmány' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új csatolmány feltöltése' });
    await dialog.getByLabel('Csatolmány neve').fill('Aláírási címpéldány (2027)');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /fájl kiválasztása/ }).click();
    await (await chooser).setFiles({ name: 'cimpeldany.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast('A csatolmány feltöltése sikeres.');
  });

  it('clones through the actions block and opens the copy', async () => {
    await page.goto(`${stack.appUrl}/muszak/teremberles/7001.html`);
    await page.getByRole('button', { name: 'Másolás' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await page.waitForURL(/\/muszak\/teremberles\/1043\.html$/);
    await s.toast('A másolat elkészült.');
    expect(s.sentUnder(BASE).some((r) => r.method() === 'POST' && r.url().endsWith(`${BASE}7001/masolas/`))).toBe(true);
  });

  it('an approved booking: storno and cancel (with its date) through the actions block', async () => {
    const record = (url: URL) => url.pathname === `${BASE}7001/`;
    await page.route(record, (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'example=approved' } }));
    await page.goto(`${stack.appUrl}/muszak/teremberles/7001.html`);
    await page.getByRole('heading', { level: 1, name: /Teremberlés:/ }).waitFor();
    await page.getByRole('button', { name: 'Megszüntetés' }).click();
    const cancel = page.getByRole('dialog');
    await s.fillDate('Megszűnés dátuma', '2027-01-31', cancel);
    await cancel
      .getByRole('button', { name: /Megszüntetés|Igen|Mentés/ })
      .last()
      .click();
    await s.toast('A megszüntetés rögzítve.');
    expect(s.lastSent('POST', `${BASE}7001/lemond/`)?.postData()).toContain('2027-01-31');

    await page.goto(`${stack.appUrl}/muszak/teremberles/7001.html`);
    await page.getByRole('button', { name: 'Sztornózás' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await s.toast('A tétel sztornózva.');
    await page.unroute(record);
  });

  it('a verification step that locks the details: no edit form, and the page says why', async () => {
    await s.preferReads('example=locked', `${BASE}7001/`);
    await page.goto(`${stack.appUrl}/muszak/teremberles/7001.html`);
    await page.getByRole('heading', { level: 1, name: /Teremberlés:/ }).waitFor();
    await s.shows(page.getByRole('note').getByText('Az adatok a(z) „Pénzügyi ellenőrzés” ellenőrzési lépésben nem szerkeszthetők.'));
    expect(await page.getByRole('region', { name: 'Szerkesztés' }).count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'room-bookings-locked');
  });

  // Its heading, axe and the month stepper: the shared suite's calendar check (tests/browser/shared/suite.ts).
  it('the calendar opens a booking', async () => {
    await page.goto(`${stack.appUrl}/muszak/teremberles/naptar.html`);
    await page.getByRole('heading', { level: 1, name: 'Teremberlés – naptár' }).waitFor();
    expect(await page.getByRole('button', { name: /november 3\.[ ,]/ }).textContent()).toContain('Újlipótvárosi Kosárlabda Egyesület');
    // A click on an entry in its day's cell opens it.
    await page
      .getByRole('button', { name: /november 21\.[ ,]/ })
      .getByText('Zugligeti Néptánc Együttes')
      .click();
    await page.waitForURL(/\/muszak\/teremberles\/6990\.html$/);
  });
});
