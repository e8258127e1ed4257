import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startStack, type Stack } from './harness';

// Room reservations, authority inspections, assignment contracts and car bookings on Prism's random
// data (prism -d): every screen renders without a console error. One random stack for the four.
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
  ['/muszak/teremfoglalasok/lista.html', 'Teremfoglalások'],
  ['/muszak/teremfoglalasok/uj.html', 'Új teremfoglalás'],
  ['/muszak/teremfoglalasok/1301.html', /^Teremfoglalás:/],
  ['/muszak/teremfoglalasok/naptar.html', 'Teremfoglalások – naptár'],
  ['/muszak/hatosagiellenorzes/lista.html', 'Hatósági ellenőrzések'],
  ['/muszak/hatosagiellenorzes/uj.html', 'Új hatósági ellenőrzés'],
  ['/muszak/hatosagiellenorzes/141.html', /^Hatósági ellenőrzés:/],
  ['/muszak/hatosagiellenorzes/naptar.html', 'Hatósági ellenőrzések – naptár'],
  ['/muszak/megbizasi-szerzodesek/lista.html', 'Megbízási szerződések'],
  ['/muszak/megbizasi-szerzodesek/uj.html', 'Új megbízási szerződés'],
  ['/muszak/megbizasi-szerzodesek/331.html', /^Megbízási szerződés:/],
  ['/muszak/gepjarmuigeny/lista.html', 'Gépjárműigénylések'],
  ['/muszak/gepjarmuigeny/uj.html', 'Új gépjárműigény'],
  ['/muszak/gepjarmuigeny/812.html', /^Gépjárműigény:/],
  ['/muszak/gepjarmuigeny/naptar.html', 'Gépjárműigénylés – naptár'],
];

describe('operations (reservations, inspections, assignment contracts, car bookings) on random data', () => {
  it('every list, new, details and calendar screen renders without errors', async () => {
    const errors: string[] = [];
    const page = await newPage(browser, { consoleErrors: errors });
    await page.addInitScript(() => window.localStorage.setItem('token', 'ops-random-test'));
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
