import { describe, expect, it } from 'vitest';
import { screenshot, type Stack } from './harness';
import { type StaffSession, staffSuite } from './staff';

let stack: Stack;
let s: StaffSession;
const BASE = '/api/kotelezettsegvallalas/';

staffSuite('commitments-decisions', (suite) => {
  ({ stack, session: s } = suite);
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
      expect(await s.visible(dialog.getByText(message))).toBe(true);
      expect(await amount.inputValue()).toBe(typed);
    }
    await screenshot(s.page, 'commitments-decision-number-refused');
    await dialog.getByRole('button', { name: 'Mégse' }).click();

    await options.getByRole('button', { name: 'Visszaküldöm javításra' }).click();
    const back = s.page.getByRole('dialog', { name: 'Visszaküldöm javításra' });
    await s.fillDate('Javítási határidő', '2020-01-10', back);
    await back.getByRole('button', { name: 'Döntés elküldése' }).click();
    expect(await s.visible(back.getByText('Csak jövőbeli dátum lehet'))).toBe(true);
    await screenshot(s.page, 'commitments-decision-past-deadline-refused');
    await back.getByRole('button', { name: 'Mégse' }).click();
    expect(decisions()).toBe(before);
  });

  it('sent nothing the mock rejected, with no console error', () => {
    expect(s.rejected).toEqual([]);
    expect(s.consoleErrors).toEqual([]);
  });
});
