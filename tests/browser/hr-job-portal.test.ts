import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from './runner';
import { newPage, runAxe, screenshot, type Stack } from './harness';
import { browserSuite, FORCED_ERRORS } from './staff';

// The public job portal is used signed out: a plain page, no staff session.
let stack: Stack;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const requests: Request[] = [];

browserSuite(async (suite) => {
  ({ stack, browser } = suite);
  page = await newPage(browser, { consoleErrors, viewport: { width: 1440, height: 900 } });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) requests.push(r);
  });
  return page;
});

const sent = (method: string, path: string) => requests.filter((r) => r.method() === method && new URL(r.url()).pathname === path);
const lastQuery = () => new URL(sent('GET', '/api/allaskeresoportal/').at(-1)?.url() ?? 'http://x/').searchParams;

describe('the public job portal (/allaskeresoportal) signed out, in Chromium against Prism', () => {
  it('the open jobs with search and the szurok/ filters, without signing in', async () => {
    await page.goto(`${stack.appUrl}/allaskeresoportal/lista.html`);
    await page.getByRole('heading', { level: 1, name: 'Meghirdetett állások' }).waitFor();
    expect(page.url()).toMatch(/\/allaskeresoportal\/lista\.html$/);
    await page.getByRole('link', { name: 'Iskolatitkár' }).waitFor();
    const job = page.getByRole('combobox', { name: 'Munkakör' });
    await job.click();
    await job.pressSequentially('Ált');
    await page.getByRole('option', { name: 'Általános iskolai tanár' }).click();
    await expect.poll(() => lastQuery().get('job')).toBe('4');
    await page.getByRole('searchbox', { name: 'Keresés' }).fill('matematika');
    await page.getByRole('searchbox', { name: 'Keresés' }).press('Enter');
    await expect.poll(() => lastQuery().get('q')).toBe('matematika');
    expect(lastQuery().get('job')).toBe('4');
    // More jobs than a page: the next page is asked with the filters kept.
    let paged = false;
    await page.route('**/api/allaskeresoportal/?*', async (route) => {
      if (paged) return route.fallback();
      paged = true;
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), total: 40 } });
    });
    await page.getByRole('searchbox', { name: 'Keresés' }).fill('tanár');
    await page.getByRole('searchbox', { name: 'Keresés' }).press('Enter');
    await expect.poll(() => lastQuery().get('q')).toBe('tanár');
    await page.getByRole('button', { name: '2. oldal' }).click();
    await expect.poll(() => lastQuery().get('page')).toBe('2');
    expect(lastQuery().get('job')).toBe('4');
    // A new search starts again at the first page.
    await page.getByRole('searchbox', { name: 'Keresés' }).fill('fizika');
    await page.getByRole('searchbox', { name: 'Keresés' }).press('Enter');
    await expect.poll(() => lastQuery().get('q')).toBe('fizika');
    expect(lastQuery().get('page')).toBeNull();
    await screenshot(page, 'hr-job-portal-list');
    expect(consoleErrors.filter((e) => !FORCED_ERRORS.some((f) => f.test(e)))).toEqual([]);
  });

  it('applying: the application saved, then the CV uploaded as Önéletrajz and the e-mail asked for; a failed upload is retried alone', async () => {
    // The job opened from the list, as the visitor finds it.
    await page.goto(`${stack.appUrl}/allaskeresoportal/lista.html`);
    await page.getByRole('link', { name: 'Általános iskolai tanár' }).click();
    await page.getByRole('heading', { level: 1, name: 'Általános iskolai tanár – Petőfi Sándor Általános Iskola' }).waitFor();
    await page.getByRole('textbox', { name: 'Név', exact: true }).fill('Kiss Réka');
    await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).fill('kiss.reka@gmail.com');
    await page.getByRole('textbox', { name: 'Telefonszám', exact: true }).fill('+36 30 123 4567');
    const birth = page.getByRole('group', { name: 'Születési dátum', exact: true });
    await birth.getByRole('spinbutton').first().click();
    await page.keyboard.type('19940208');
    // Two education lines, signed out: a finished one and one still in progress (no end date).
    await page.getByRole('button', { name: 'Végzettség hozzáadása' }).click();
    const first = page.getByRole('group', { name: '1. sor' });
    await first.getByRole('textbox', { name: 'Végzettség, szakképzettség' }).fill('Matematika szakos tanár');
    await first.getByRole('textbox', { name: 'Oktatási intézmény' }).fill('Eötvös Loránd Tudományegyetem');
    await first.getByRole('group', { name: 'Tanulmányok kezdete' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('20120901');
    await first.getByRole('group', { name: 'Tanulmányok vége' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('20170630');
    await page.getByRole('button', { name: 'Végzettség hozzáadása' }).click();
    const second = page.getByRole('group', { name: '2. sor' });
    await second.getByRole('textbox', { name: 'Végzettség, szakképzettség' }).fill('Közoktatási vezető');
    await second.getByRole('textbox', { name: 'Oktatási intézmény' }).fill('Pécsi Tudományegyetem');
    await second.getByRole('group', { name: 'Tanulmányok kezdete' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('20250901');
    await screenshot(page, 'hr-job-portal-educations');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /fájl kiválasztása/ }).click();
    await (await chooser).setFiles({ name: 'kiss-reka.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });

    // A 400 (section 8): the e-mail's message by its field, the education's by its line (errors kept by index); nothing typed is lost.
    let refused = false;
    await page.route('**/api/allaskeresok/', async (route) => {
      if (refused || route.request().method() !== 'POST') return route.fallback();
      refused = true;
      await route.continue({ headers: { ...route.request().headers(), prefer: 'code=400' } });
    });
    await page.getByRole('button', { name: 'Jelentkezés elküldése' }).click();
    await page.getByText('Nem valós email!').waitFor();
    await first.getByText('A kezdési dátumnál csak későbbi dátum lehet').waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).inputValue()).toBe('kiss.reka@gmail.com');
    expect(await second.getByRole('textbox', { name: 'Oktatási intézmény' }).inputValue()).toBe('Pécsi Tudományegyetem');
    expect(await page.getByText('A jelentkezését elmentettük.').count()).toBe(0);
    await screenshot(page, 'hr-job-portal-400');

    let failed = false;
    await page.route('**/api/allaskeresok/4501/uj-melleklet/', async (route) => {
      if (failed) return route.fallback();
      failed = true;
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Jelentkezés elküldése' }).click();
    await page.getByText('A jelentkezését elmentettük.').waitFor();
    await page.getByText('Az önéletrajz feltöltése nem sikerült.').waitFor();
    expect(sent('POST', '/api/allaskeresok/')).toHaveLength(2);
    expect(sent('POST', '/api/allaskeresok/')[1]!.postDataJSON()).toMatchObject({
      name: 'Kiss Réka',
      email: 'kiss.reka@gmail.com',
      birth_date: '1994-02-08',
      job: 2207,
      educations: [
        { degree: 'Matematika szakos tanár', institute: 'Eötvös Loránd Tudományegyetem', start_date: '2012-09-01', end_date: '2017-06-30' },
        { degree: 'Közoktatási vezető', institute: 'Pécsi Tudományegyetem', start_date: '2025-09-01', end_date: null },
      ],
    });
    expect(sent('GET', '/api/beallitasok/')).toEqual([]);

    await page.getByRole('button', { name: 'Újra' }).click();
    await page.getByText(/A megerősítő e-mailt elküldtük/).waitFor();
    expect(sent('POST', '/api/allaskeresok/')).toHaveLength(2);
    const uploads = sent('POST', '/api/allaskeresok/4501/uj-melleklet/');
    expect(uploads.at(-1)?.postData() ?? '').toMatch(/name="name"\r\n\r\nÖnéletrajz\r\n/);
    expect(sent('POST', '/api/allaskeresok/4501/megerosito-email/')).toHaveLength(1);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'hr-job-portal-applied');
    expect(consoleErrors.filter((e) => !FORCED_ERRORS.some((f) => f.test(e)))).toEqual([]);
  });
});
