import type { Browser, Page, Response } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from './runner';
import { newPage, runAxe, screenshot, type Stack } from './harness';
import { browserSuite, shows } from './staff';

let stack: Stack;
let browser: Browser;
const consoleErrors: string[] = [];
const rejected: string[] = [];

/** Prism answers a request that breaks the spec (a wrong parameter, body or missing header) with 422. */
function watchApi(page: Page) {
  page.on('response', (response: Response) => {
    if (response.url().includes('/api/') && response.status() === 422) rejected.push(`${response.request().method()} ${response.url()}`);
  });
}

async function signIn(page: Page) {
  await page.goto(`${stack.appUrl}/`);
  await page.waitForURL(/\/belepes\.html/);
  await page.getByLabel('E-mail cím').fill('kovacs.anna@tankerulet.hu');
  await page.getByLabel('Jelszó').fill('barmilyen-jelszo');
  await page.getByRole('button', { name: 'Bejelentkezés' }).click();
}

browserSuite((suite) => {
  ({ stack, browser } = suite);
});

// Each test, alone as in sequence: it logged no console error and sent no request the mock rejected.
beforeEach(() => {
  consoleErrors.length = 0;
  rejected.length = 0;
});
afterEach(() => {
  // A 401 the test asked Prism for is logged by Chromium as a failed resource load; nothing else may be.
  expect(
    consoleErrors.filter((e) => !/status of 401/.test(e)),
    'console errors',
  ).toEqual([]);
  expect(rejected, 'requests the mock rejected (422)').toEqual([]);
});

describe('walking skeleton in Chromium against Prism', () => {
  it('signs in with any credentials, shows the loading progress, then the greeting and the shell', async () => {
    const page = await newPage(browser, { consoleErrors });
    watchApi(page);
    // Hold one start-up group back so the progress can be seen part-way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/statikus-adatok/', async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page);
    await page.waitForURL(/\/betoltes\.html/);
    const progress = page.getByRole('progressbar', { name: 'Adatok betöltése' });
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('90');
    await screenshot(page, 'loading-screen');
    release();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Üdvözöljük, Kovács Anna!');
    await shows(page.getByRole('button', { name: 'Üdvözöljük, Kovács Anna!' }));
    await shows(page.getByRole('heading', { name: 'Faliújság' }));
    await screenshot(page, 'signed-in-shell');
    expect(await runAxe(page)).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['festive_logo', 'token']);
    await page.close();
  });

  it('shows a section the user has no permission for as a disabled menu item', async () => {
    const page = await newPage(browser, { consoleErrors });
    watchApi(page);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Főmenü' }).click();
    await page.getByRole('menuitem', { name: 'Műszaki ügyek' }).click();
    await page.getByRole('menuitem', { name: 'Raktár' }).click();
    const products = page.getByRole('menuitem', { name: 'Termékek' });
    expect(await products.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('menuitem', { name: 'Hibabejelentés' }).getAttribute('aria-disabled')).toBeNull();
    await screenshot(page, 'main-menu');
    await page.close();
  });

  it('sends an unknown path to /404.html', async () => {
    const page = await newPage(browser, { consoleErrors });
    await page.goto(`${stack.appUrl}/valami-ami-nincs.html`);
    await page.waitForURL(/\/404\.html$/);
    await shows(page.getByRole('heading', { name: 'Az oldal nem található' }));
    await page.close();
  });

  it('lands on the login screen after a 401, with the token cleared', async () => {
    const page = await newPage(browser, { consoleErrors });
    watchApi(page);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.route('**/api/statikus-adatok/system_messages/', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } }));
    // A reload starts a new page: the start-up data is fetched again, and that call now fails.
    await page.reload();
    await page.waitForURL(/\/belepes\.html/);
    await shows(page.getByRole('heading', { name: 'Bejelentkezés' }));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.close();
  });
});
