import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startStack, type Stack } from './harness';

let stack: Stack;
let browser: Browser;

// One random-data stack (prism -d) for the operations sections of this part and the request forms: each screen renders without errors.
beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ dynamic: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const SCREENS = [
  ['/muszak/hibabejelentes', 'Hibabejelentések', /^Hibabejelentés:/, 'Új hibabejelentés'],
  ['/muszak/kozmuvek', 'Közművek', /^Közműmérő:/, 'Új közműmérő'],
  ['/muszak/nyomtatok', 'Nyomtatók', /^Nyomtató:/, 'Új nyomtató'],
  ['/muszak/termek', 'Termek', /^Terem:/, 'Új terem'],
  ['/muszak/berles', 'Egyéb bérlések', /^Egyéb bérlés:/, 'Új egyéb bérlés'],
  ['/muszak/kervenyek', 'Kérvények', /^Kérvény:/, 'Új kérvény'],
  ['/profil/kervenyek', 'Kérvények', /^Kérvény:/, 'Új kérvény'],
] as const;

describe('operations (part A) and request forms on random schema-valid data (prism -d)', () => {
  it('each list, details and new screen renders without a console error', async () => {
    const errors: string[] = [];
    const page = await newPage(browser, { consoleErrors: errors });
    await page.addInitScript(() => window.localStorage.setItem('token', 'ops-a-dynamic-test'));
    // The signed-in user is pinned, so a random permission or password-change flag does not hide the screen.
    await page.route('**/api/felhasznalok/en/', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'dynamic=false, example=district_user' } }),
    );
    for (const [base, listTitle, detailsTitle, newTitle] of SCREENS) {
      for (const [path, heading] of [
        [`${base}/lista.html`, listTitle],
        [`${base}/7.html`, detailsTitle],
        [`${base}/uj.html`, newTitle],
      ] as const) {
        await page.goto(`${stack.appUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(errors, path).toEqual([]);
      }
    }
    await page.close();
  });
});
