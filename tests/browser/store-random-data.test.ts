import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startStack, type Stack } from './harness';

// Prism's random data (prism -d) for every store, stock-keeping and document library screen: each
// renders its heading without a console error or a request the mock rejects. One random stack for
// the three parts (a dynamic stack is slow to start).
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ dynamic: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const SCREENS: readonly (readonly [string, string | RegExp])[] = [
  ['/keszlet/termekek/lista.html', 'Termékek'],
  ['/keszlet/termekek/uj.html', 'Új termék'],
  ['/keszlet/termekek/1042.html', /^Termék:/],
  ['/keszlet/kategoriak/lista.html', 'Termékkategóriák'],
  ['/keszlet/kategoriak/uj.html', 'Új termékkategória'],
  ['/keszlet/kategoriak/1042.html', /^Termékkategória:/],
  ['/keszlet/rendelesek/lista.html', 'Rendelések'],
  ['/keszlet/rendelesek/1042.html', /^Rendelés:/],
  ['/keszlet/kosarak/sajat.html', 'Saját kosár'],
  ['/leltar/importalas/lista.html', 'Leltár importok'],
  ['/leltar/importalas/uj.html', 'Új leltár import'],
  ['/leltar/importalas/1042.html', /^Leltár import:/],
  ['/leltar/keszlet/lista.html', 'Leltári tételek'],
  ['/leltar/keszlet/1042.html', /^Leltári tétel:/],
  ['/leltar/tobblet/lista.html', 'Többlet eszközök'],
  ['/leltar/tobblet/uj.html', 'Új többlet eszköz'],
  ['/leltar/tobblet/1042.html', /^Többlet eszköz:/],
  ['/dokumentumtar/sajat-dokumentumok.html', 'Saját dokumentumok'],
  ['/dokumentumtar/sajat-dokumentumok.html?dir=511-530', 'Saját dokumentumok'],
  ['/dokumentumtar/megosztott-dokumentumok.html', 'Megosztott dokumentumok'],
  ['/dokumentumtar/hr-dokumentumok.html', 'Termékdokumentumok (hr)'],
  ['/dokumentumtar/export-dokumentumok.html', 'Exportált dokumentumok'],
  ['/munkavedelem/dokumentumok.html?dir=511', 'Munkavédelmi dokumentumok'],
];

describe('store, stock-keeping and documents on random data', () => {
  it('every screen renders without errors', async () => {
    const errors: string[] = [];
    const rejected: string[] = [];
    const page = await newPage(browser, { consoleErrors: errors });
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 422) rejected.push(`${response.request().method()} ${response.url()}`);
    });
    await page.addInitScript(() => window.localStorage.setItem('token', 'store-random-test'));
    // The signed-in user is pinned, so a random permission or password-change flag does not hide the screen.
    await page.route('**/api/felhasznalok/en/', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'dynamic=false, example=store_user' } }));
    for (const [path, heading] of SCREENS) {
      await page.goto(`${stack.appUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Nincs jogosultsága ehhez az oldalhoz.').count(), path).toBe(0);
      expect(await page.getByRole('heading', { name: 'Hiba történt' }).count(), path).toBe(0);
    }
    expect(errors).toEqual([]);
    expect(rejected).toEqual([]);
    await page.close();
  });
});
