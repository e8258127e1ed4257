// The two public sites (section 2, host-dependent routing) as someone who never signed in meets them,
// at phone width (390×844, most open them from a link on a phone), under /dev/panasz and /dev/kviz of
// the local host: the complaint site's new complaint, sign-in and complaint, the quiz's sign-in and fill.
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from './runner';
import { newPage, runAxe, screenshot, type Stack } from './harness';
import { browserSuite, FORCED_ERRORS } from './staff';

let stack: Stack;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const rejected: string[] = [];
const requests: Request[] = [];

// A signed-out page has no staff session (tests/browser/staff.ts signs in), so its one forced answer is routed here.
async function once(method: string, path: string | RegExp, handle: (route: Route) => Promise<void>) {
  let used = false;
  await page.route(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    async (route) => {
      if (used || route.request().method() !== method) return route.fallback();
      used = true;
      await handle(route);
    },
  );
}
const preferOnce = (prefer: string, method: string, path: string | RegExp) =>
  once(method, path, (route) => route.continue({ headers: { ...route.request().headers(), prefer } }));
const failOnce = (method: string, path: string | RegExp) => once(method, path, (route) => route.abort('internetdisconnected'));
const lastBody = (method: string, path: string) =>
  requests
    .filter((r) => r.method() === method && new URL(r.url()).pathname === path)
    .at(-1)
    ?.postData();
const goto = (path: string) => page.goto(`${stack.appUrl}${path}`);
const textbox = (label: string) => page.getByRole('textbox', { name: label, exact: true });
const fitsPhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

browserSuite(async (suite) => {
  ({ stack, browser } = suite);
  page = await newPage(browser, { consoleErrors, viewport: { width: 390, height: 844 } });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 422) rejected.push(`${response.request().method()} ${response.url()}`);
  });
  return page;
});

// Each test, alone as in sequence: nothing it sent did the mock refuse, and the browser logged nothing but the
// errors its forced failures cause.
beforeEach(() => {
  rejected.length = 0;
  consoleErrors.length = 0;
});
afterEach(() => {
  expect(rejected, 'requests the mock rejected (422)').toEqual([]);
  expect(
    consoleErrors.filter((e) => !FORCED_ERRORS.some((forced) => forced.test(e))),
    'console errors',
  ).toEqual([]);
});

/** Signs in to the quiz with the example SAP code and birth date: the fill screen opens. */
async function signInToQuiz() {
  await goto('/dev/kviz/belepes.html');
  await page.getByRole('heading', { level: 1, name: 'Belépés a kvízhez' }).waitFor();
  await textbox('SAP kód').fill('SAP-004790');
  await page.getByRole('group', { name: 'Születési dátum', exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type('19880412');
  await page.getByRole('button', { name: 'Belépés' }).click();
  await page.waitForURL((url) => url.pathname === '/dev/kviz/kitoltes.html');
  await page.getByRole('heading', { level: 1, name: 'Kvíz kitöltése' }).waitFor();
}

describe('public complaint site (/dev/panasz)', () => {
  it('files a new complaint: a 400 and a network failure keep the input, then the id and password are shown clearly', async () => {
    await goto('/dev/panasz/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új panasz bejelentése' }).waitFor();

    // Nothing filled: the client says so by the fields, nothing is sent.
    await page.getByRole('button', { name: 'Panasz beküldése' }).click();
    await page.getByText('Ez a mező nem lehet üres').first().waitFor();
    expect(lastBody('POST', '/api/complaints/create_complaint/')).toBeUndefined();

    const institution = page.getByRole('combobox', { name: 'Érintett intézmény', exact: true });
    await institution.click();
    await institution.pressSequentially('Kölcsey');
    // The institutions and categories come from the district data (get_district_data/).
    await page.getByRole('option', { name: 'Kölcsey Ferenc Gimnázium' }).click();
    const category = page.getByRole('combobox', { name: 'Kategória', exact: true });
    await category.click();
    await category.pressSequentially('Okt');
    // The district's extra fields (get_district_data/'s extra_fields): the event date always, the class only for this category.
    expect(await textbox('Érintett osztály').count()).toBe(0);
    await page.getByRole('option', { name: 'Oktatással kapcsolatos panasz' }).click();
    await textbox('Érintett osztály').fill('9.B');
    // The event date is the date picker; a day the calendar has not is kept as typed and refused.
    const eventDate = page.getByRole('group', { name: 'Az esemény dátuma', exact: true });
    await eventDate.getByRole('spinbutton').first().click();
    await page.keyboard.type('20260230');
    await textbox('A panasz leírása').fill('A dolgozatok értékelése heteken át elmaradt.');
    await textbox('Panaszos neve').fill('Horváth Gábor');
    await textbox('Panaszos e-mail címe').fill('horvath.gabor@example.hu');
    await textbox('Jelszó').fill('titkos-jelszo-1');
    await textbox('Jelszó még egyszer').fill('titkos-jelszo-2');
    await page.getByRole('button', { name: 'Panasz beküldése' }).click();
    await page.getByText('A két jelszó nem egyezik.').waitFor();
    await page.getByText('Nem létező dátum').waitFor();
    expect(lastBody('POST', '/api/complaints/create_complaint/')).toBeUndefined();
    await textbox('Jelszó még egyszer').fill('titkos-jelszo-1');
    await eventDate.getByRole('spinbutton').first().click();
    await page.keyboard.type('20261112');
    await screenshot(page, 'public-complaint-extra-fields-390');

    // The server's 400: its messages by their fields, the input kept.
    await preferOnce('code=400', 'POST', '/api/complaints/create_complaint/');
    await page.getByRole('button', { name: 'Panasz beküldése' }).click();
    await page.getByText('Minimum 8 karakter kötelező').waitFor();
    await expect(textbox('A panasz leírása').inputValue()).resolves.toBe('A dolgozatok értékelése heteken át elmaradt.');
    await expect(textbox('Panaszos neve').inputValue()).resolves.toBe('Horváth Gábor');
    await screenshot(page, 'public-complaint-new-400-390');

    // The network down: a clear message, the input kept.
    await failOnce('POST', '/api/complaints/create_complaint/');
    await page.getByRole('button', { name: 'Panasz beküldése' }).click();
    await page.getByText(/A panasz beküldése nem sikerült/).waitFor();
    await expect(textbox('Panaszos e-mail címe').inputValue()).resolves.toBe('horvath.gabor@example.hu');

    await page.getByRole('button', { name: 'Panasz beküldése' }).click();
    await page.getByRole('heading', { level: 1, name: 'Panaszát rögzítettük' }).waitFor();
    const sent = JSON.parse(lastBody('POST', '/api/complaints/create_complaint/') ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({
      institution: 3,
      category: 2,
      is_anonymous: false,
      name: 'Horváth Gábor',
      email: 'horvath.gabor@example.hu',
      password: 'titkos-jelszo-1',
      extra_field_answers: [
        { field: 51, value: '9.B' },
        { field: 52, value: '2026-11-12' },
      ],
    });
    await expect(page.getByTestId('complaint-id').textContent()).resolves.toBe('402');
    await expect(page.getByTestId('complaint-password').textContent()).resolves.toBe('titkos-jelszo-1');
    expect(await fitsPhone()).toBe(true);
    await screenshot(page, 'public-complaint-created-390');
    expect(await runAxe(page)).toEqual([]);

    await page.getByRole('button', { name: 'A panasz megtekintése' }).click();
    await page.waitForURL((url) => url.pathname === '/dev/panasz/402.html');
    await page.getByRole('heading', { level: 1, name: 'Panasz #402' }).waitFor();
  });

  it('signs in with the id and password: a wrong password and an unknown id each say so in Hungarian; the complaint is shown', async () => {
    await goto('/dev/panasz/belepes.html');
    await page.getByRole('heading', { level: 1, name: 'Belépés a panaszhoz' }).waitFor();
    await textbox('Panasz azonosítója').fill('402');
    await textbox('Jelszó').fill('rossz-jelszo');

    await preferOnce('code=400', 'POST', '/api/complaints/402/login_and_fetch/');
    await page.getByRole('button', { name: 'Belépés' }).click();
    await page.getByText('Hibás jelszó').waitFor();
    await expect(textbox('Panasz azonosítója').inputValue()).resolves.toBe('402');

    await preferOnce('code=404', 'POST', '/api/complaints/402/login_and_fetch/');
    await page.getByRole('button', { name: 'Belépés' }).click();
    await page.getByText('Nincs ilyen azonosítójú panasz. Kérjük, ellenőrizze az azonosítót.').waitFor();
    expect(await runAxe(page)).toEqual([]);

    await textbox('Jelszó').fill('titkos-jelszo-1');
    await page.getByRole('button', { name: 'Belépés' }).click();
    await page.waitForURL((url) => url.pathname === '/dev/panasz/402.html');
    await page.getByRole('heading', { level: 1, name: 'Panasz #402' }).waitFor();
    await page.getByText('A 10. B osztály matematika dolgozatainak értékelése heteken át elmaradt.').waitFor();
    await page.getByText('Kölcsey Ferenc Gimnázium').waitFor();
    // A private comment of the staff is not shown to the complainant.
    await expect(page.getByText('Az intézményvezető nyilatkozatát kértem.').count()).resolves.toBe(0);
    expect(await fitsPhone()).toBe(true);
    await screenshot(page, 'public-complaint-details-390');
    expect(await runAxe(page)).toEqual([]);
  });

  it('a complaint address opened afresh asks for its password, the id already filled', async () => {
    await goto('/dev/panasz/402.html');
    await page.getByRole('heading', { level: 1, name: 'Belépés a panaszhoz' }).waitFor();
    await expect(textbox('Panasz azonosítója').inputValue()).resolves.toBe('402');
  });
});

describe('public quiz site (/dev/kviz)', () => {
  it('a wrong code and a closed quiz each get a clear message; the right one opens the quiz', async () => {
    await goto('/dev/kviz/kitoltes.html');
    await page.getByText('A kvíz kitöltéséhez először lépjen be').waitFor();

    await goto('/dev/kviz/belepes.html');
    await page.getByRole('heading', { level: 1, name: 'Belépés a kvízhez' }).waitFor();
    await textbox('SAP kód').fill('SAP-004790');
    const birth = page.getByRole('group', { name: 'Születési dátum', exact: true });
    await birth.getByRole('spinbutton').first().click();
    await page.keyboard.type('19880412');

    await preferOnce('code=400', 'POST', '/api/kviz-reszletek/');
    await page.getByRole('button', { name: 'Belépés' }).click();
    await page.getByText('Hibás SAP kód vagy születési dátum.').waitFor();

    await preferOnce('code=404', 'POST', '/api/kviz-reszletek/');
    await page.getByRole('button', { name: 'Belépés' }).click();
    await page.getByText(/most nincs kitölthető kvíz: a kitöltési időszak lezárult/).waitFor();
    await expect(textbox('SAP kód').inputValue()).resolves.toBe('SAP-004790');
    expect(await fitsPhone()).toBe(true);
    await screenshot(page, 'public-quiz-login-390');
    expect(await runAxe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Belépés' }).click();
    await page.waitForURL((url) => url.pathname === '/dev/kviz/kitoltes.html');
    await page.getByRole('heading', { level: 1, name: 'Kvíz kitöltése' }).waitFor();
    expect(JSON.parse(lastBody('POST', '/api/kviz-reszletek/') ?? '{}')).toEqual({ sap_code: 'SAP-004790', birth_date: '1988-04-12' });
  });

  it('every question needs an answer; the answers are sent and the result shown', async () => {
    await signInToQuiz();
    await page.getByRole('button', { name: 'Válaszok beküldése' }).click();
    await page.getByText('Még 2 kérdésre nem válaszolt.').waitFor();
    await expect(page.getByText('Kérjük, válasszon egy választ.').count()).resolves.toBe(2);
    expect(lastBody('POST', '/api/kviz-valaszadas/')).toBeUndefined();

    await page.getByText('A kijelölt menekülési útvonalon elhagyom az épületet.').click();
    await page.getByText('A tanáriban és a portán.').click();
    await expect(page.getByText('Kérjük, válasszon egy választ.').count()).resolves.toBe(0);
    expect(await fitsPhone()).toBe(true);
    await screenshot(page, 'public-quiz-fill-390');
    expect(await runAxe(page)).toEqual([]);

    await failOnce('POST', '/api/kviz-valaszadas/');
    await page.getByRole('button', { name: 'Válaszok beküldése' }).click();
    await page.getByText(/A válaszok beküldése nem sikerült/).waitFor();
    await expect(page.getByRole('radio', { name: 'A tanáriban és a portán.' }).isChecked()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Válaszok beküldése' }).click();
    await page.getByRole('heading', { level: 1, name: 'A kvíz eredménye' }).waitFor();
    expect(JSON.parse(lastBody('POST', '/api/kviz-valaszadas/') ?? '{}')).toEqual({
      quiz: 61,
      responses: [
        { question: 611, answer: 6111 },
        { question: 612, answer: 6121 },
      ],
    });
    await page.getByText('Köszönjük, válaszait rögzítettük.').waitFor();
    await expect(page.locator('.quiz-score').textContent()).resolves.toBe('Helyes válaszok: 2 / 2');
    await screenshot(page, 'public-quiz-result-390');
  });
});
