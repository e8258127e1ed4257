import type { Browser } from 'playwright-core';
import { describe, expect, it } from './runner';
import { screenshot, type Stack } from './harness';
import { openStaffSession, type StaffSession, staffSuite } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
const ADD = '/api/keszlet/baskets/88/add_to_basket/';
const VARIANT = 'A4 másolópapír, 80 g, 500 lap';

staffSuite((suite) => ({ stack, browser, session: s } = suite), { user: 'store_user' });

/** A variant's quantity (issue 34): the variant's minimum_order_quantity (5) and whole pieces refuse, by the field, before anything is sent. */
async function refusesUnderTheLeast(session: StaffSession, name: string) {
  await session.goto('/keszlet/termekek/410.html');
  await session.page.getByRole('heading', { level: 1, name: 'Másolópapír' }).waitFor();
  const variants = session.page.getByRole('region', { name: 'Termékváltozatok' });
  const quantity = session.input(`Mennyiség (${VARIANT})`, variants);
  for (const [typed, message] of [
    ['3', 'Nem lehet kisebb mint 5'],
    ['5,5', 'A mező csak szám karaktereket tartalmazhat'],
    ['-5', 'Nem lehet kisebb mint 5'],
  ] as const) {
    await quantity.fill(typed);
    await variants.getByRole('button', { name: `${VARIANT}: kosárba` }).click();
    await session.shows(variants.getByText(message));
    expect(await quantity.inputValue()).toBe(typed);
  }
  await screenshot(session.page, name);
  expect(session.sent('POST', ADD)).toEqual([]);
}

describe('the basket quantity in Chromium against Prism', () => {
  it("refuses under the variant's minimum_order_quantity, a fraction and a minus, kept as typed, sending nothing", async () => {
    await refusesUnderTheLeast(s, 'store-basket-quantity-refused');
    expect(s.rejected).toEqual([]);
    expect(s.consoleErrors).toEqual([]);
  });

  it('the same on a 390×844 phone, the message within the screen', async () => {
    const phone = await openStaffSession(browser, stack, { user: 'store_user', viewport: { width: 390, height: 844 } });
    try {
      await refusesUnderTheLeast(phone, 'store-basket-quantity-refused-phone');
      const box = await phone.page.getByText('Nem lehet kisebb mint 5').first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    } finally {
      await phone.close();
    }
  });
});
