import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startStack, type Stack } from './harness';

// The education contracts (lecturer, other, study, extra teaching and its summaries) on Prism's random
// data (prism -d): every list, new and details screen renders without a console error. One random stack.
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
  ['/tanugy/uj-oraadoi-megbizasok/lista.html', 'Óraadói megbízások'],
  ['/tanugy/uj-oraadoi-megbizasok/uj.html', 'Új óraadói megbízás'],
  ['/tanugy/uj-oraadoi-megbizasok/3301.html', /^Óraadói megbízás:/],
  ['/tanugy/tanugy-egyeb-szerzodesek/lista.html', 'Egyéb tanügyi szerződések'],
  ['/tanugy/tanugy-egyeb-szerzodesek/uj.html', 'Új tanügyi egyéb szerződés'],
  ['/tanugy/tanugy-egyeb-szerzodesek/4402.html', /^Tanügyi egyéb szerződés:/],
  ['/tanugy/tanulmanyi-szerzodesek/lista.html', 'Tanulmányi szerződések'],
  ['/tanugy/tanulmanyi-szerzodesek/uj.html', 'Új tanulmányi szerződés'],
  ['/tanugy/tanulmanyi-szerzodesek/8801.html', /^Tanulmányi szerződés:/],
  ['/tanugy/tobblettanitasi-szerzodesek/lista.html', 'Többlettanítási szerződések'],
  ['/tanugy/tobblettanitasi-szerzodesek/uj.html', 'Új többlettanítási szerződés'],
  ['/tanugy/tobblettanitasi-szerzodesek/1301.html', /^Többlettanítási szerződés:/],
  ['/tanugy/tobblettanitasi-szerzodes-osszesitok/lista.html', 'Többlettanítási összesítők'],
  ['/tanugy/tobblettanitasi-szerzodes-osszesitok/uj.html', 'Új többlettanítási összesítő'],
  ['/tanugy/tobblettanitasi-szerzodes-osszesitok/141.html', /^Többlettanítási összesítő:/],
];

describe('education contracts on random data', () => {
  it('every list, new and details screen renders without errors', async () => {
    const errors: string[] = [];
    const page = await newPage(browser, { consoleErrors: errors });
    await page.addInitScript(() => window.localStorage.setItem('token', 'edu-random-test'));
    // The signed-in user is pinned, so a random permission or password-change flag does not hide the screen.
    await page.route('**/api/felhasznalok/en/', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'dynamic=false, example=district_user' } }),
    );
    for (const [path, heading] of SCREENS) {
      await page.goto(`${stack.appUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, errors }).toEqual({ path, errors: [] });
    }
    await page.close();
  });
});
