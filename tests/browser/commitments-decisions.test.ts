import type { Browser } from 'playwright-core';
import { describe, expect, it } from './runner';
import { screenshot, type Stack } from './harness';
import { openStaffSession, type StaffSession, staffSuite } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
const BASE = '/api/kotelezettsegvallalas/';

staffSuite((suite) => {
  ({ stack, browser, session: s } = suite);
});

/** A commitment's decision dialogs (issue 34): what cannot be sent is kept as typed and refused by its question. */
describe('commitment decisions in Chromium against Prism', () => {
  it("a decision's answers are kept as typed and refused, never sent: letters and a minus in 'Ellenjegyzem', a past deadline in 'Visszaküldöm javításra'", async () => {
    await s.page.goto(`${stack.appUrl}/kotelezettsegvallalas/2310.html`);
    await s.page.getByRole('heading', { level: 1, name: /Tantermi projektorok cseréje/ }).waitFor();
    const decisions = () => s.sentUnder(BASE).filter((r) => r.url().includes('/donteshozas/')).length;
    const before = decisions();
    const options = s.page.getByRole('group', { name: 'Döntési lehetőségek' });
    await options.getByRole('button', { name: 'Ellenjegyzem' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Ellenjegyzem' });
    const amount = dialog.getByRole('textbox', { name: /Ellenjegyzett összeg/ });
    for (const [typed, message] of [
      ['635ezer', 'A mező csak szám karaktereket tartalmazhat'],
      ['-500', 'Nem lehet kisebb mint 0'],
    ] as const) {
      await amount.fill(typed);
      await dialog.getByRole('button', { name: 'Döntés elküldése' }).click();
      await s.shows(dialog.getByText(message));
      expect(await amount.inputValue()).toBe(typed);
    }
    await screenshot(s.page, 'commitments-decision-number-refused');
    await dialog.getByRole('button', { name: 'Mégse' }).click();

    await options.getByRole('button', { name: 'Visszaküldöm javításra' }).click();
    const back = s.page.getByRole('dialog', { name: 'Visszaküldöm javításra' });
    await s.fillDate('Javítási határidő', '2020-01-10', back);
    await back.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.shows(back.getByText('Csak jövőbeli dátum lehet'));
    await screenshot(s.page, 'commitments-decision-past-deadline-refused');
    await back.getByRole('button', { name: 'Mégse' }).click();
    expect(decisions()).toBe(before);
    expect(s.rejected).toEqual([]);
    expect(s.consoleErrors).toEqual([]);
  });

  it("on a 390×844 phone: 'Ellenjegyzem' refuses a minus by its field, the dialog and its message within the screen", async () => {
    const phone = await openStaffSession(browser, stack, { viewport: { width: 390, height: 844 } });
    try {
      await phone.goto('/kotelezettsegvallalas/2310.html');
      await phone.page.getByRole('heading', { level: 1, name: /Tantermi projektorok cseréje/ }).waitFor();
      await phone.page.getByRole('group', { name: 'Döntési lehetőségek' }).getByRole('button', { name: 'Ellenjegyzem' }).click();
      const dialog = phone.page.getByRole('dialog', { name: 'Ellenjegyzem' });
      await dialog.getByRole('textbox', { name: /Ellenjegyzett összeg/ }).fill('-500');
      await dialog.getByRole('button', { name: 'Döntés elküldése' }).click();
      const message = dialog.getByText('Nem lehet kisebb mint 0');
      await phone.shows(message);
      for (const box of [await dialog.boundingBox(), await message.boundingBox()]) expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await screenshot(phone.page, 'commitments-decision-number-refused-phone');
      expect(phone.sentUnder('/donteshozas/')).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
