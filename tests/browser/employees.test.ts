import type { Browser, Locator, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, runAxe, screenshot, startStack, type Stack } from './harness';

let stack: Stack;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const rejected: string[] = [];
const sent: Request[] = [];

const visible = (locator: Locator) =>
  locator.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => true,
    () => false,
  );

const toast = (text: string) => visible(page.locator('.toast', { hasText: text }).first());

/** Types 'YYYY-MM-DD' into a react-aria date field, segment by segment (hu-HU: year, month, day). */
async function fillDate(scope: Locator | Page, label: string, value: string) {
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(value.replaceAll('-', ''));
}

/** A text or number input by its label (a required field's label carries a '*'). */
const input = (scope: Locator | Page, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('spinbutton', { name: label, exact: true }));

/** Picks an option of a chooser by typing its start. */
async function choose(scope: Locator | Page, label: string, typed: string, option: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.pressSequentially(typed);
  await page.getByRole('option', { name: option }).click();
}

/** Answers the next request of this method and path through `handle`; the others go on as usual. */
async function once(method: string, path: string, handle: (route: Route) => Promise<void>) {
  let used = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (used || route.request().method() !== method) return route.fallback();
      used = true;
      await handle(route);
    },
  );
}

/** The next such request is sent with `Prefer: code=<status>`, so Prism answers the spec's error example. */
const answerOnceWith = (status: number, method: string, path: string) =>
  once(method, path, (route) => route.continue({ headers: { ...route.request().headers(), prefer: `code=${status}` } }));

const failOnce = (method: string, path: string) => once(method, path, (route) => route.abort('internetdisconnected'));

/** The console errors the forced failures cause: the browser logs each failed request. */
const FORCED = [/status of 400 \(Bad Request\)/, /net::ERR_INTERNET_DISCONNECTED/];

const lastSent = (method: string, path: string) => sent.filter((r) => r.method() === method && new URL(r.url()).pathname === path).at(-1);

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  page = await newPage(browser, { consoleErrors, viewport: { width: 1440, height: 900 } });
  page.on('request', (request) => {
    if (request.url().includes('/api/dolgozok/')) sent.push(request);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 422) rejected.push(`${response.request().method()} ${response.url()}`);
  });
  await page.goto(`${stack.appUrl}/belepes.html`);
  await page.getByLabel('E-mail cím').fill('kovacs.anna@tankerulet.hu');
  await page.getByLabel('Jelszó').fill('jelszo');
  await page.getByRole('button', { name: 'Bejelentkezés' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('employees in Chromium against Prism', () => {
  it('the section root leads to the list, which shows the employees, filters by institution and exports', async () => {
    await page.goto(`${stack.appUrl}/hr/dolgozok`);
    await page.waitForURL(/\/hr\/dolgozok\/lista\.html$/);
    await page.getByRole('heading', { level: 1, name: 'Dolgozók' }).waitFor();
    expect(await visible(page.getByRole('link', { name: 'Szabó Péter' }))).toBe(true);
    expect(await visible(page.getByRole('table').getByText('Pedagógus II.'))).toBe(true);
    expect(await visible(page.getByRole('table').getByText('1979. 11. 02.'))).toBe(true);

    await choose(page, 'Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola');
    await page.waitForURL(/institution=/);
    await expect.poll(() => lastSent('GET', '/api/dolgozok/')?.url()).toContain('?institution=2');

    const download = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/dolgozok/export/');
    await page.getByRole('button', { name: /Export/ }).click();
    expect(new URL((await download).url()).searchParams.get('institution')).toBe('2');
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'employees-list');
  });

  it('new: the required fields are named, the tax number is looked up, and a 400 and a network failure keep what was typed', async () => {
    await page.getByRole('link', { name: /Új dolgozó/ }).click();
    await page.waitForURL(/\/hr\/dolgozok\/uj\.html$/);
    for (const legend of [
      'Személyes adatok',
      'Okmányok',
      'Címek',
      'Bankszámla',
      'Munkaképesség és nyugdíj',
      'Erkölcsi bizonyítvány',
      'Munkábajárás és hazautazás',
      'Egyéb adatok',
    ]) {
      expect(await visible(page.getByRole('group', { name: legend, exact: true }))).toBe(true);
    }
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await visible(page.getByText('Ez a mező nem lehet üres').first())).toBe(true);
    // The focus goes to the first field to correct.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    const personal = page.getByRole('group', { name: 'Személyes adatok', exact: true });
    await input(personal, 'Név').fill('Varga Dóra');
    await input(personal, 'Születési név').fill('Varga Dóra');
    await fillDate(personal, 'Születési dátum', '1991-05-14');
    await input(personal, 'Születési hely').fill('Szeged');
    await input(personal, 'Anyja neve').fill('Pintér Ilona');
    await input(personal, 'E-mail cím').fill('varga.dora@gmail.com');
    await input(personal, 'Adóazonosító jel').fill('8456712345');
    expect(await visible(page.getByText('Ezzel az adóazonosító jellel már van nyilvántartott személy: Varga Dóra.'))).toBe(true);
    expect(sent.some((r) => r.url().includes('/api/dolgozok/adoszam-ellenorzes/?adoszam=8456712345'))).toBe(true);

    const permanent = page.getByRole('group', { name: 'Állandó lakcím', exact: true });
    await input(permanent, 'Irányítószám').fill('6720');
    await input(permanent, 'Település').fill('Szeged');
    await input(permanent, 'Cím (utca, házszám)').fill('Tisza Lajos körút 15.');
    await input(permanent, 'Ország').fill('Magyarország');
    await input(page.getByRole('group', { name: 'Bankszámla', exact: true }), 'Bankszámlaszám').fill('10400126-50526770-00000000');
    const other = page.getByRole('group', { name: 'Egyéb adatok', exact: true });
    await choose(other, 'Munkahelyi vezető', 'Kiss', 'Kiss Erzsébet');
    await choose(other, 'Jogviszonyok', 'Közn', 'Köznevelési foglalkoztatotti jogviszony');
    await input(page.getByRole('group', { name: 'Munkábajárás és hazautazás', exact: true }), 'Gépjármű kilométerdíj (Ft/Km)').fill('15');
    const qualifications = page.getByRole('group', { name: 'Végzettségek', exact: true });
    await qualifications.getByRole('button', { name: 'Új végzettség' }).click();
    const firstQualification = qualifications.getByRole('group', { name: '1. sor' });
    await input(firstQualification, 'Végzettség, szakképzettség').fill('Magyar szakos tanár');
    await input(firstQualification, 'Kiállító intézmény').fill('Szegedi Tudományegyetem');

    await answerOnceWith(400, 'POST', '/api/dolgozok/');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await visible(personal.getByText('Nem valós email!'))).toBe(true);
    expect(await visible(page.getByRole('group', { name: 'Bankszámla', exact: true }).getByText('Hibás bankszámlaszám'))).toBe(true);
    expect(await visible(permanent.getByText('Ez a mező nem lehet üres'))).toBe(true);
    expect(await input(personal, 'Név').inputValue()).toBe('Varga Dóra');
    expect(await input(firstQualification, 'Kiállító intézmény').inputValue()).toBe('Szegedi Tudományegyetem');
    await screenshot(page, 'employees-new-400');

    await failOnce('POST', '/api/dolgozok/');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await visible(page.getByText(/nem sikerült/).first())).toBe(true);
    expect(await input(permanent, 'Település').inputValue()).toBe('Szeged');
    expect(page.url()).toMatch(/\/hr\/dolgozok\/uj\.html$/);

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/hr\/dolgozok\/1101\.html$/);
    expect(await toast('A mentés sikeres.')).toBe(true);
    expect(lastSent('POST', '/api/dolgozok/')?.postDataJSON()).toMatchObject({
      name: 'Varga Dóra',
      birth_date: '1991-05-14',
      tax_number: '8456712345',
      email: 'varga.dora@gmail.com',
      manager: 48,
      lays: [1],
      car_km_price: 15,
      permanent_address: { zip_code: '6720', city: 'Szeged', address_1: 'Tisza Lajos körút 15.', country: 'Magyarország' },
      qualifications: [{ degree: 'Magyar szakos tanár', institute: 'Szegedi Tudományegyetem' }],
    });
  });

  it('details: the summary, the saved values in the edit form, the attachments without upload', async () => {
    await page.getByRole('heading', { level: 1, name: 'Dolgozó: Szabó Péter' }).waitFor();
    const summary = page.getByRole('region', { name: 'Adatok' });
    expect(await visible(summary.getByText('Kiss Erzsébet'))).toBe(true);
    expect(await visible(summary.getByText('Köznevelési foglalkoztatotti jogviszony'))).toBe(true);
    const edit = page.getByRole('region', { name: 'Szerkesztés' });
    expect(await input(edit.getByRole('group', { name: 'Állandó lakcím' }), 'Település').inputValue()).toBe('Budapest');
    expect(await edit.getByRole('combobox', { name: 'Munkahelyi vezető' }).inputValue()).toBe('Kiss Erzsébet');
    expect(await visible(page.getByText('Oklevél másolat'))).toBe(true);
    expect(await page.getByRole('button', { name: '+ Új csatolmány' }).count()).toBe(0);

    await input(edit.getByRole('group', { name: 'Erkölcsi bizonyítvány' }), 'Erkölcsi bizonyítvány kiállításának helye').fill('Szeged');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect(await toast('A mentés sikeres.')).toBe(true);
    expect(lastSent('PUT', '/api/dolgozok/1101/')?.postDataJSON()).toMatchObject({ criminal_record_place: 'Szeged', manager: 48, lays: [1] });
  });

  it('employments: a rejected save shows its message on that employment, then the save goes through', async () => {
    const editor = page.getByRole('group', { name: 'Munkaviszonyok' });
    expect(await editor.getByRole('group', { name: /sor$/ }).count()).toBe(2);
    await editor.getByRole('button', { name: 'Új munkaviszony' }).click();
    const third = editor.getByRole('group', { name: '3. sor' });
    await choose(third, 'Intézmény', 'Kölcs', 'Kölcsey Ferenc Gimnázium');
    await fillDate(third, 'Kezdete', '2027-09-01');

    await answerOnceWith(400, 'POST', '/api/dolgozok/1101/munkaviszony/');
    await page.getByRole('button', { name: 'Munkaviszonyok mentése' }).click();
    const first = editor.getByRole('group', { name: '1. sor' });
    expect(await visible(first.getByText('A kezdési dátumnál csak későbbi dátum lehet'))).toBe(true);
    expect(await editor.getByRole('group', { name: '2. sor' }).getByText('A kezdési dátumnál csak későbbi dátum lehet').count()).toBe(0);
    expect(await third.getByRole('combobox', { name: 'Intézmény' }).inputValue()).toBe('Kölcsey Ferenc Gimnázium');
    await screenshot(page, 'employees-employments-400');

    await page.getByRole('button', { name: 'Munkaviszonyok mentése' }).click();
    expect(await toast('A mentés sikeres.')).toBe(true);
    const body = lastSent('POST', '/api/dolgozok/1101/munkaviszony/')?.postDataJSON() as { employments: Record<string, unknown>[] };
    expect(body.employments).toHaveLength(3);
    expect(body.employments[0]).toMatchObject({ id: 302, institution: 2, start_date: '2019-08-15' });
    expect(body.employments[2]).toMatchObject({ institution: 3, start_date: '2027-09-01', commute_infos: [] });
    expect(body.employments[2]).not.toHaveProperty('id');
  });

  it('passes axe on the details, fits a phone, and sent nothing the mock rejected, with no console error', async () => {
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'employees-details');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, title] of [
      ['/hr/dolgozok/lista.html', 'Dolgozók'],
      ['/hr/dolgozok/uj.html', 'Új dolgozó'],
      ['/hr/dolgozok/1101.html', 'Dolgozó: Szabó Péter'],
    ] as const) {
      await page.goto(`${stack.appUrl}${path}`);
      // The screen's own title: the loading screen that a full load passes through has a heading too.
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'employees-details-phone');
    expect(rejected).toEqual([]);
    expect(consoleErrors.filter((error) => !FORCED.some((forced) => forced.test(error)))).toEqual([]);
    expect(consoleErrors).toHaveLength(3);
  });
});
