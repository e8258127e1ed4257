// The mock build's QA scenario panel (README, "QA"): chosen in the app, kept over a reload, sent as Prefer.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from './runner';
import { runAxe, screenshot, type Stack } from './harness';
import { fillNewRoom } from './shared/forms';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
let stack: Stack;
staffSuite((suite) => ({ session: s, stack } = suite));

const ROOMS = '/api/termek/';
const POSITION = '/hr/allashelyek/2207.html';

const panel = () => s.page.locator('#qa-mock-scenario-panel');

async function openPanel(): Promise<Locator> {
  const body = panel().getByRole('region', { name: 'QA-forgatókönyv (mock)' });
  if (!(await body.isVisible()))
    await panel()
      .getByRole('button', { name: /^QA-forgatókönyv/ })
      .click();
  await body.waitFor();
  return body;
}

/** Forces `effect` (an option of 'Válasz') on the call found by typing `call` into 'Hívás'. */
async function force(call: string, option: string | RegExp, effect: string | RegExp) {
  const body = await openPanel();
  const target = body.getByRole('combobox', { name: /^Hívás/ });
  await target.fill(call);
  await s.page.getByRole('option', { name: option }).click();
  await body.getByRole('button', { name: /Válasz$/ }).click();
  await s.page.getByRole('option', { name: effect }).click();
  await body.getByRole('button', { name: 'Bekapcsolás' }).click();
}

/** The edit controls of a record's details a staff user with the HR permission gets. */
const editControls = () => ({
  edit: s.page.getByRole('button', { name: 'Szerkesztés', exact: true }),
  decisions: s.page.getByRole('group', { name: 'Döntési lehetőségek' }),
  comment: s.page.getByRole('button', { name: 'Megjegyzés küldése' }),
  returnForCorrection: s.page.getByRole('button', { name: 'Visszaadás javításra' }),
});

describe('the QA scenario panel (mock build) in Chromium against Prism', () => {
  it('switching to the read-only user removes every edit control without signing in again, and the choice survives a reload', async () => {
    const { page } = s;
    await s.goto(POSITION);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const controls = editControls();
    for (const control of Object.values(controls)) await s.shows(control.first());
    const body = await openPanel();
    const userCall = s.nextRequest('GET', '/api/felhasznalok/en/');
    await body.getByRole('radio', { name: /readonly_user/ }).check({ force: true });
    expect((await userCall).headers()['prefer']).toBe('example=readonly_user');
    for (const control of Object.values(controls)) await control.first().waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${stack.appUrl}${POSITION}`);
    // Without signing in again: the session came signed in, and no sign-in call was made along the way.
    expect(s.sent('POST', '/api/rest-auth/login/')).toHaveLength(0);
    await s.shows(body.getByRole('list', { name: 'Aktív beállítások' }).getByText('Felhasználó: readonly_user'));
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'scenario-panel-readonly');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await panel().getByRole('button', { name: 'QA-forgatókönyv (1 aktív)' }).waitFor({ state: 'visible' });
    for (const control of Object.values(controls)) expect(await control.count()).toBe(0);

    const reopened = await openPanel();
    await reopened.getByRole('button', { name: 'Minden visszaállítása' }).click();
    await reopened.getByRole('button', { name: 'Bezárás' }).click();
    await s.shows(controls.comment);
    // The reset forgets the scenario; the tab's other memory (recent records, list searches) is not the panel's.
    expect(await page.evaluate(() => window.sessionStorage.getItem('qa_mock_scenario'))).toBeNull();
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });

  it('a 400 forced on one call shows its field messages; the other calls answer as usual; keyboard only', async () => {
    const { page } = s;
    const { room, size } = await fillNewRoom(s);
    const body = await openPanel();
    // Reached by keyboard: the call chooser, its option, the answer select and the switch.
    await body.getByRole('combobox', { name: /^Hívás/ }).fill('/api/termek/');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'createRoom · POST /api/termek/' }).waitFor();
    while (!(await page.getByRole('option', { name: 'createRoom · POST /api/termek/' }).getAttribute('data-focused'))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const answer = body.getByRole('button', { name: /Válasz$/ });
    for (let tabs = 0; tabs < 4 && !(await answer.evaluate((el) => el === document.activeElement)); tabs++) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: /^400/ }).waitFor();
    await page.keyboard.press('Enter');
    // The switch is enabled once an answer is chosen, and the select takes the focus back as its list closes.
    const switchOn = body.getByRole('button', { name: 'Bekapcsolás' });
    await expect.poll(() => switchOn.isEnabled()).toBe(true);
    await expect.poll(() => answer.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await switchOn.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await s.shows(body.getByText('createRoom · POST /api/termek/: 400 – hibás kérés (a mezők üzenetei)'));
    await screenshot(page, 'scenario-panel-forced-400');
    await body.getByRole('button', { name: 'Bezárás' }).click();

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(room.getByText('Ez a mező nem lehet üres'));
    await s.shows(size.getByText('Nem lehet kisebb mint 0'));
    expect(s.lastSent('POST', ROOMS)?.headers()['prefer']).toBe('code=400');
    expect(await s.input('Terem neve', room).inputValue()).toBe('Kémia előadó');
    expect(s.sent('GET', ROOMS).every((r) => r.headers()['prefer'] === undefined)).toBe(true);
  });

  it('a network failure forced on a save keeps the input; switched off, the save goes through', async () => {
    const { page } = s;
    const { room, size } = await fillNewRoom(s);
    const posts = s.sent('POST', ROOMS).length;
    await force('createRoom', 'createRoom · POST /api/termek/', 'Hálózati hiba');
    const body = await openPanel();
    await s.shows(body.getByText('createRoom · POST /api/termek/: Hálózati hiba'));
    await body.getByRole('button', { name: 'Bezárás' }).click();

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText(/nem sikerült/).first());
    expect(s.sent('POST', ROOMS)).toHaveLength(posts);
    expect(await s.input('Terem neve', room).inputValue()).toBe('Kémia előadó');
    expect(await s.input('Befogadóképesség (fő)', size).inputValue()).toBe('30');

    await (await openPanel()).getByRole('button', { name: 'createRoom · POST /api/termek/: kikapcsolás' }).click();
    await body.getByRole('button', { name: 'Bezárás' }).click();
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/termek\/302\.html$/);
    expect(s.lastSent('POST', ROOMS)?.headers()['prefer']).toBeUndefined();
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });

  it("a record state's named example chosen for the details call changes the offered actions at once", async () => {
    const { page } = s;
    await s.goto('/rendszerhibak/1042.html');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const storno = page.getByRole('button', { name: 'Sztornózás' });
    const remove = page.getByRole('button', { name: 'Törlés', exact: true });
    const edit = page.getByRole('button', { name: 'Szerkesztés', exact: true });
    await s.shows(edit);
    expect(await storno.count()).toBe(0);

    await force('getSystemErrorReport', /^getSystemErrorReport ·/, 'Példa: closed_positive');
    await s.shows(storno);
    await s.shows(page.getByRole('button', { name: 'Megszüntetés' }));
    expect(s.lastSent('GET', '/api/rendszerhibak/1042/')?.headers()['prefer']).toBe('example=closed_positive');

    await force('getSystemErrorReport', /^getSystemErrorReport ·/, 'Példa: open');
    await s.shows(remove.first());
    expect(await storno.count()).toBe(0);

    await force('getSystemErrorReport', /^getSystemErrorReport ·/, 'Példa: cancelled');
    await s.shows(page.getByText('A tétel „Megszűnt” állapotú, az adatai már nem módosíthatók.'));
    expect(await edit.count()).toBe(0);
    await screenshot(page, 'scenario-panel-cancelled-example');

    const body = await openPanel();
    await body.getByRole('button', { name: 'Minden visszaállítása' }).click();
    await body.getByRole('button', { name: 'Bezárás' }).click();
    await s.shows(edit);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });

  it("on a 390×844 phone the toggle leaves a long form's sticky 'Mentés' and 'Mégse' uncovered", async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await s.goto('/hr/dolgozok/1101.html');
      const form = await s.edit();
      const toggle = panel().getByRole('button', { name: /^QA-forgatókönyv/ });
      await expect(toggle).toBeVisible();
      for (const name of ['Mentés', 'Mégse']) {
        const button = form.getByRole('button', { name, exact: true });
        await expect(button).toBeInViewport();
        // What a tap at the button's centre reaches: the button, not the toggle above it.
        const reached = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        });
        expect(reached, `a tap on '${name}' reaches it`).toBe(true);
      }
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
