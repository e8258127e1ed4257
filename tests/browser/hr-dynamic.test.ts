import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startStack, type Stack } from './harness';

// The HR screens of issue 10 on Prism's random schema-valid data (prism -d): one stack for the module.
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ dynamic: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const SCREENS: readonly [string, string | RegExp][] = [
  ['/hr/allashelyek/lista.html', 'Álláshelyek'],
  ['/hr/allashelyek/uj.html', 'Új álláshely'],
  ['/hr/allashelyek/2207.html', /^Álláshely:/],
  ['/hr/szabadsag-keretek/lista.html', 'Szabadságkeretek'],
  ['/hr/szabadsag-keretek/601.html', /^Szabadságkeret:/],
  ['/hr/szabadsagok/lista.html', 'Szabadságok'],
  ['/hr/szabadsagok/uj.html', 'Új szabadság'],
  ['/hr/szabadsagok/884.html', /^Szabadság:/],
  ['/hr/munkabajaras-engedelyezes/lista.html', 'Munkába járás engedélyezése'],
  ['/hr/munkabajaras-engedelyezes/uj.html', /^Új munkábajárás/],
  ['/hr/munkabajaras-engedelyezes/640.html', /./],
  ['/hr/munkabajaras/lista.html', 'Munkába járási adatok'],
  ['/hr/munkabajaras/302.html', /^Munkába járási adatok/],
  ['/hr/munkaido-nyilvantartas/lista.html', 'Munkaidő-nyilvántartás'],
  ['/hr/munkaido-nyilvantartas/45.html', /^Munkaidő-nyilvántartás/],
  ['/allaskeresoportal/lista.html', 'Meghirdetett állások'],
  ['/allaskeresoportal/2207.html', /./],
];

describe('the HR screens on random schema-valid data (prism -d)', () => {
  it('each list, new and details screen renders without a console error', async () => {
    const errors: string[] = [];
    const random = await newPage(browser, { consoleErrors: errors });
    await random.addInitScript(() => window.localStorage.setItem('token', 'hr-dynamic-test'));
    // The signed-in user is pinned, so a random permission or password-change flag does not hide the screen.
    await random.route('**/api/felhasznalok/en/', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'dynamic=false, example=district_user' } }),
    );
    for (const [path, heading] of SCREENS) {
      await random.goto(`${stack.appUrl}${path}`);
      await random.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await random.waitForLoadState('networkidle');
      expect([path, errors]).toEqual([path, []]);
    }
    await random.close();
  });
});
