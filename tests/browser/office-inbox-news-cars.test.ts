import { describe, expect, it } from './runner';
import { runAxe, screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const NEWS = '/api/hirek/';
const CARS = '/api/gepjarmuvek/';
const INBOX = '/api/erkezteto/';

staffSuite((suite) => ({ session: s } = suite));

describe('inbox (Hivatali ügyek › Érkeztető) in Chromium against Prism', () => {
  it('new: type and sender chosen, the 400 by its field with the input kept, then the save and the details', async () => {
    const { page } = s;
    await s.goto('/profil/erkezteto/uj.html');
    const doc = page.getByRole('group', { name: 'Irat', exact: true });
    await doc.waitFor();
    await s.select('Irat típusa', 'Számla', doc);
    await s.input('Tárgy', doc).fill('Októberi villamosenergia-számla');
    await s.input('Külső azonosító', doc).fill('MVM-2026-1034455');
    const sender = page.getByRole('group', { name: 'Küldő', exact: true });
    // Only the sender field of the chosen type shows (institution by default).
    const senderFields = async () =>
      Promise.all(['Küldő intézmény', 'Küldő partner'].map((name) => sender.getByRole('combobox', { name, exact: true }).count())).then(async (counts) => [
        ...counts,
        await s.input('Küldő magánszemély neve', sender).count(),
      ]);
    await sender.getByRole('combobox', { name: 'Küldő intézmény', exact: true }).waitFor();
    expect(await senderFields()).toEqual([1, 0, 0]);
    await s.select('Küldő típusa', 'Partner', sender);
    await sender.getByRole('combobox', { name: 'Küldő partner', exact: true }).waitFor();
    expect(await senderFields()).toEqual([0, 1, 0]);
    await s.choose('Küldő partner', 'MVM', /MVM Next/, sender);
    await s.select('Küldő típusa', 'Magánszemély', sender);
    await s.input('Küldő magánszemély neve', sender).waitFor();
    expect(await senderFields()).toEqual([0, 0, 1]);
    await s.input('Küldő magánszemély neve', sender).fill('Kiss Péter');
    await s.select('Küldő típusa', 'Partner', sender);
    // The chosen partner is still there after the detour.
    expect(await sender.getByRole('combobox', { name: 'Küldő partner', exact: true }).inputValue()).toMatch(/MVM Next/);
    await screenshot(page, 'office-inbox-sender-partner');

    await s.preferOnce('code=400', 'POST', INBOX);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(sender.getByText(/Partner küldő esetén a partner megadása kötelező/));
    expect(await s.input('Tárgy', doc).inputValue()).toBe('Októberi villamosenergia-számla');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/profil\/erkezteto\/3101\.html$/);
    expect(s.lastBody('POST', INBOX)).toMatchObject({
      type: 'invoice',
      subject: 'Októberi villamosenergia-számla',
      external_id: 'MVM-2026-1034455',
      sender_type: 'partner',
      sender_partner: 118,
      sender_institution: null,
      sender_private: null,
    });
    await page.getByRole('heading', { level: 1, name: /Októberi villamosenergia-számla/ }).waitFor();
    await screenshot(page, 'office-inbox-details');
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});

describe('news (Hivatali ügyek › Faliújság) in Chromium against Prism', () => {
  it("'Saját hírek': the user's own news from my_news/, its rows shown; 'Összes hír' goes back to the full list", async () => {
    const { page } = s;
    await s.goto('/profil/faliujsag/lista.html');
    const views = page.getByRole('navigation', { name: 'Nézetek' });
    await views.getByRole('link', { name: 'Saját hírek' }).click();
    await page.waitForURL(/\/profil\/faliujsag\/lista\.html\?view=sajat$/);
    await expect.poll(() => s.sent('GET', '/api/hirek/my_news/').length).toBeGreaterThan(0);
    // The view is shown once its link is the current one and the search (which my_news/ does not take) is gone.
    await expect.poll(() => views.getByRole('link', { name: 'Saját hírek' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByRole('searchbox', { name: 'Keresés' }).count()).toBe(0);
    // my_news/'s two rows (the full list's example has three).
    const table = page.getByRole('table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await s.shows(table.getByRole('link', { name: '75' }));
    await s.shows(table.getByText('Kötelező tűzvédelmi oktatás'));
    await s.shows(table.getByText('Téli szünet ügyeleti rendje'));
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'office-news-own');
    await views.getByRole('link', { name: 'Összes hír' }).click();
    await page.waitForURL(/\/profil\/faliujsag\/lista\.html$/);
    await expect.poll(() => views.getByRole('link', { name: 'Összes hír' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    await s.shows(page.getByRole('searchbox', { name: 'Keresés' }));
  });

  it('new: dates and institutions chosen, the 400 by its field with the input kept, then the save and the details', async () => {
    const { page } = s;
    await s.goto('/profil/faliujsag/uj.html');
    await s.input('Cím').waitFor();
    await s.input('Cím').fill('Kötelező tűzvédelmi oktatás');
    await s.input('Tartalom').fill('A tűzvédelmi oktatáson minden munkatárs részvétele kötelező.');
    await s.input('Kategória').fill('Munkavédelem');
    await s.fillDate('Érvényes ettől', '2026-12-01');
    await s.fillDate('Érvényes eddig', '2026-12-20');
    await s.choose('Intézmények', 'Pet', 'Petőfi Sándor Általános Iskola');

    await s.preferOnce('code=400', 'POST', NEWS);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText(/A befejezés dátuma nem lehet korábbi/));
    expect(await s.input('Tartalom').inputValue()).toBe('A tűzvédelmi oktatáson minden munkatárs részvétele kötelező.');
    await screenshot(page, 'office-news-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/profil\/faliujsag\/75\.html$/);
    expect(s.lastBody('POST', NEWS)).toMatchObject({
      title: 'Kötelező tűzvédelmi oktatás',
      category: 'Munkavédelem',
      valid_from: '2026-12-01',
      valid_till: '2026-12-20',
      institutions: [2],
    });
    await page.getByRole('heading', { level: 1, name: /Kötelező tűzvédelmi oktatás/ }).waitFor();
    await screenshot(page, 'office-news-details');
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});

describe('cars (Hivatali ügyek › Gépjárművek) in Chromium against Prism', () => {
  it('new: institution chosen, a date, a refuel line; the 400 by its field with the input kept; then details and close', async () => {
    const { page } = s;
    await s.goto('/profil/gepjarmuvek/uj.html');
    const car = page.getByRole('group', { name: 'Gépjármű', exact: true });
    await car.waitFor();
    await s.input('Megnevezés', car).fill('Škoda Octavia');
    await s.input('Rendszám', car).fill('AAB-123');
    await s.input('Típus', car).fill('Škoda Octavia Combi 2.0 TDI');
    await s.choose('Intézmény', 'Buda', 'Budapesti Tankerületi Központ', car);
    await s.input('Férőhely (fő)', car).fill('5');
    await s.select('Üzemanyag', 'Dízel', car);
    await s.fillDate('Műszaki vizsga érvényessége', '2027-03-15', page.getByRole('group', { name: 'Okmányok', exact: true }));
    const refuels = page.getByRole('group', { name: 'Tankolások', exact: true });
    await refuels.getByRole('button', { name: 'Új tankolás' }).click();
    const first = refuels.getByRole('group', { name: '1. sor' });
    await s.fillDate('Tankolás ideje', '2026-11-10 15:20', first);
    await s.input('Költség (Ft)', first).fill('28450');

    await s.preferOnce('code=400', 'POST', CARS);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(car.getByText('Ilyen rendszámú gépjármű már létezik.'));
    expect(await s.input('Típus', car).inputValue()).toBe('Škoda Octavia Combi 2.0 TDI');
    expect(await s.input('Költség (Ft)', first).inputValue()).toMatch(/28\s?450/);

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/profil\/gepjarmuvek\/3\.html$/);
    const body = s.lastBody('POST', CARS) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Škoda Octavia',
      plate_number: 'AAB-123',
      institution: 1,
      person_count: 5,
      fuel_type: 'diesel',
      all_can_see: false,
      refuel_accounting: 'milometer',
      mot_test_valid_till: '2027-03-15',
      refuels: [{ cost: 28450 }],
    });
    expect(String((body.refuels as { time_point: string }[])[0]?.time_point)).toMatch(/^2026-11-10.15:20/);
    await page.getByRole('heading', { level: 1, name: /Škoda Octavia \(AAB-123\)/ }).waitFor();
    await screenshot(page, 'office-cars-details');

    await page.getByRole('button', { name: 'Kivonás a használatból' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog
      .getByRole('button', { name: /Igen|Kivonás|Mentés/ })
      .last()
      .click();
    await expect.poll(() => s.sent('POST', `${CARS}3/close/`).length).toBe(1);
    await s.toast('A gépjármű kivonva a használatból.');
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});
