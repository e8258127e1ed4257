import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from './runner';
import { newPage, screenshot, type Stack } from './harness';
import { browserSuite, openStaffSession, type StaffSession } from './staff';

// Every screen built so far, on a 390×844 phone and a 1440×900 desktop (issue 9, item 12).
const SCREENS = [
  ['landing', '/'],
  ['list', '/rendszerhibak.html'],
  ['new', '/rendszerhibak/uj.html'],
  ['details', '/rendszerhibak/12.html'],
  ['absence-calendar', '/hr/tavolletjelento/naptar.html'],
  ['room-booking-calendar', '/muszak/teremberles/naptar.html'],
  ['system-messages', '/rendszeruzenetek.html'],
  ['messages', '/uzenetek.html'],
  ['password-change', '/jelszo_modositasa.html'],
] as const;

let stack: Stack;
let browser: Browser;

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};

const signedIn = (width: number, height: number): Promise<StaffSession> => openStaffSession(browser, stack, { viewport: { width, height } });

/** Moves inside the app, as a link does (a reload would cost the whole app again for a check of the width). */
async function visit({ page, goto }: StaffSession, path: string) {
  await goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

browserSuite((suite) => {
  ({ stack, browser } = suite);
});

describe('a 390×844 phone', () => {
  let s: StaffSession;
  let page: Page;
  beforeAll(async () => {
    s = await signedIn(390, 844);
    ({ page } = s);
  });

  it('the sign-in screen does not scroll sideways', async () => {
    const login = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await login.goto(`${stack.appUrl}/belepes.html`);
    await login.getByRole('button', { name: 'Bejelentkezés' }).waitFor();
    expect(await pageWidth(login)).toBeLessThanOrEqual(390);
    await login.context().close();
  });

  // A section's list, new form and details at 390 px are the shared suite's (every section, shared/suite.ts); so is the
  // absence calendar, the absences' list.
  for (const [name, path] of SCREENS.filter(([name]) => !['list', 'new', 'details', 'absence-calendar'].includes(name)))
    it(`${name} (${path}) does not scroll sideways`, async () => {
      await visit(s, path);
      const width = await pageWidth(page);
      await screenshot(page, `phone-${name}`);
      expect(width).toBeLessThanOrEqual(390);
    });

  it("the profile button, 'Főmenü' and 'Ugrás' each keep to one line", async () => {
    await visit(s, '/');
    for (const name of ['Üdvözöljük, Kovács Anna!', 'Főmenü', 'Ugrás']) {
      const button = page.getByRole('button', { name });
      const { height, x, width } = await box(button);
      expect(height, name).toBeLessThan(48);
      expect(x + width, name).toBeLessThanOrEqual(390);
    }
    // The profile button shows the whole name and no piece of the greeting (its accessible name keeps all of it).
    const shown = await page.getByRole('button', { name: 'Üdvözöljük, Kovács Anna!' }).evaluate((button) =>
      [...button.childNodes]
        .filter((node) => !(node instanceof HTMLElement) || node.getBoundingClientRect().width > 1)
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    expect(shown).toBe('Kovács Anna');
  });

  it('the main menu drills down inside the screen', async () => {
    await visit(s, '/');
    await page.getByRole('button', { name: 'Főmenü' }).click();
    await page.getByRole('menuitem', { name: /Pénzügy/ }).click();
    const submenu = page.getByRole('menu', { name: 'Pénzügy' });
    await submenu.waitFor();
    const { x, width } = await box(submenu);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-main-menu');
    // Choosing a built section navigates there and closes the menu, the shell (and its menu) staying.
    await page.getByRole('menuitem', { name: 'Vissza: Főmenü' }).click();
    await page.getByRole('menuitem', { name: /HR/ }).click();
    await page.getByRole('menuitem', { name: /Távollétek/ }).click();
    await page.getByRole('menuitem', { name: 'Távollétjelentő' }).click();
    await page.waitForURL('**/hr/tavolletjelento/naptar.html');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
  });

  it("a confirmation dialog's buttons are on screen, and Enter confirms", async () => {
    await visit(s, '/rendszerhibak/12.html');
    await page.getByRole('button', { name: 'Törlés: Hibaüzenet képernyőképe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Törlés megerősítése' });
    await dialog.waitFor();
    await screenshot(page, 'phone-confirm-dialog');
    for (const name of ['Mégse', 'Törlés']) {
      const { x, y, width, height } = await box(dialog.getByRole('button', { name }));
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(390);
      expect(y + height).toBeLessThanOrEqual(844);
    }
    const deleting = page.waitForRequest((r) => r.url().includes('/melleklet-torlese/'));
    await page.keyboard.press('Enter');
    expect((await deleting).postDataJSON()).toEqual({ attachment_id: 701 });
  });

  it('the details page leads back to its list', async () => {
    await visit(s, '/rendszerhibak/12.html');
    await page.getByRole('link', { name: 'Vissza a listához' }).click();
    await page.waitForURL(/\/rendszerhibak\.html$/);
  });
});

describe('a 1440×900 desktop', () => {
  let s: StaffSession;
  let page: Page;
  beforeAll(async () => {
    s = await signedIn(1440, 900);
    ({ page } = s);
  });

  for (const [name, path] of SCREENS)
    it(`${name} (${path}) does not scroll sideways`, async () => {
      await visit(s, path);
      expect(await pageWidth(page)).toBeLessThanOrEqual(1440);
      if (name === 'list' || name === 'details') await screenshot(page, `desktop-${name}`);
    });

  it('submenus open beside their parent, on screen', async () => {
    await visit(s, '/');
    await page.getByRole('button', { name: 'Főmenü' }).click();
    await page.getByRole('menuitem', { name: /Pénzügy/ }).hover();
    await page.getByRole('menuitem', { name: /Pénzügy/ }).press('ArrowRight');
    const menus = page.getByRole('menu');
    await expect.poll(() => menus.count()).toBe(2);
    const [root, sub] = [await box(menus.nth(0)), await box(menus.nth(1))];
    expect(sub.x).toBeGreaterThanOrEqual(root.x + root.width - 2);
    expect(sub.x + sub.width).toBeLessThanOrEqual(1440);
    await screenshot(page, 'desktop-main-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: /HR/ }).press('ArrowRight');
    await page.getByRole('menuitem', { name: /Távollétek/ }).press('ArrowRight');
    await page.getByRole('menuitem', { name: 'Távollétjelentő' }).press('Enter');
    await page.waitForURL('**/hr/tavolletjelento/naptar.html');
    await expect.poll(() => menus.count()).toBe(0);
  });
});
