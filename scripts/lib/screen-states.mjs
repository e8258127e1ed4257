// The validation states of the daily screens, for `node scripts/screenshots.mjs --states` (issue 34's
// "Done when": each looked at, at both sizes). Each state types what a user gets wrong into a screen and
// tries to save, so the picture shows what the form says; nothing is asserted here (the tests do that).

/** A day February has not, then days going back, so any end typed after its start's field comes before it. */
const DATES = ['20270231', '20270310', '20270301', '20270220', '20270210'];
/** Numbers as typed wrong: a minus, a letter inside, an exponent. */
const NUMBERS = ['-500', '12a5', '12,5e3'];

/** Types wrong numbers and dates into every editable number and date field of `scope`, as a user would. */
async function typeWrong(page, scope) {
  const numbers = scope.locator('input[inputmode="numeric"]:not([readonly]):not([disabled]), input[inputmode="decimal"]:not([readonly]):not([disabled])');
  let n = 0;
  for (const input of await numbers.all()) {
    if (!(await input.isVisible())) continue;
    await input.fill('');
    await input.pressSequentially(NUMBERS[n++ % NUMBERS.length]);
    await input.press('Tab');
  }
  const groups = scope.locator('[role="group"]:has([role="spinbutton"])');
  let d = 0;
  for (const group of await groups.all()) {
    const first = group.getByRole('spinbutton').first();
    if (!(await first.isVisible()) || (await first.getAttribute('aria-disabled')) === 'true') continue;
    await first.click();
    const segments = await group.getByRole('spinbutton').count();
    await page.keyboard.type(DATES[Math.min(d++, DATES.length - 1)] + (segments >= 5 ? '1000' : ''));
    await page.keyboard.press('Tab');
  }
  return { numbers: n, dates: d };
}

const save = (scope) => scope.getByRole('button', { name: 'Mentés', exact: true }).last();

/** The new form with wrong numbers and dates, after 'Mentés'. */
async function refusedNew(page, { appUrl, screen, settled, shot }) {
  await page.goto(`${appUrl}${screen.create}`);
  await settled(page);
  const form = page
    .locator('main form')
    .filter({ has: save(page) })
    .first();
  const typed = await typeWrong(page, form);
  await save(form).click();
  await page.waitForTimeout(500);
  await shot('new-refused', `${typed.numbers} numbers, ${typed.dates} dates typed wrong`);
}

/** The first record's edit form with wrong numbers and dates (an employee's employment rows), after 'Mentés'. */
async function refusedEdit(page, { appUrl, href, settled, shot }) {
  if (!href) return;
  await page.goto(`${appUrl}${href}`);
  await settled(page);
  await page.getByRole('button', { name: 'Szerkesztés', exact: true }).click();
  const form = page
    .locator('main form')
    .filter({ has: save(page) })
    .first();
  await save(form).waitFor();
  const typed = await typeWrong(page, form);
  await save(form).click();
  await page.waitForTimeout(500);
  await shot('edit-refused', `${typed.numbers} numbers, ${typed.dates} dates typed wrong`);
}

/** A commitment's 'Ellenjegyzem' with '635ezer' as its amount, after 'Döntés elküldése'. */
async function refusedDecision(page, { appUrl, href, settled, shot }) {
  if (!href) return;
  await page.goto(`${appUrl}${href}`);
  await settled(page);
  await page.getByRole('button', { name: 'Ellenjegyzem', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  const amount = dialog.getByRole('textbox', { name: /Ellenjegyzett összeg/ });
  await amount.pressSequentially('635ezer');
  await amount.press('Tab');
  await dialog.getByRole('button', { name: 'Döntés elküldése' }).click();
  await page.waitForTimeout(500);
  await shot('decision-refused', "'635ezer' typed as the countersigned amount");
}

/** Types a day (digits, year first) into the date field labelled `label` within `scope`. */
async function typeDay(page, scope, label, digits) {
  await scope
    .getByRole('group', { name: new RegExp(`^${label}`) })
    .first()
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(digits);
  await page.keyboard.press('Tab');
}

/** A new invoice whose payment deadline comes before its date: a warning beside the fields, before any save. */
async function warnedInvoice(page, { appUrl, screen, settled, shot }) {
  await page.goto(`${appUrl}${screen.create}`);
  await settled(page);
  const form = page
    .locator('main form')
    .filter({ has: save(page) })
    .first();
  await typeDay(page, form, 'Számla kelte', '20270310');
  await typeDay(page, form, 'Fizetési határidő', '20270301');
  const gross = form.getByRole('textbox', { name: /^Bruttó összeg/ });
  await gross.fill('12500');
  await gross.press('Tab');
  await page.waitForTimeout(500);
  await shot('new-warned', 'the payment deadline before the invoice date, nothing saved yet');
}

/** The first record's employment rows with an end (2018. 01. 01.) before its start, after saving them. */
async function refusedEmployment(page, { appUrl, href, settled, shot }) {
  if (!href) return;
  await page.goto(`${appUrl}${href}`);
  await settled(page);
  await page.getByRole('button', { name: 'Munkaviszonyok szerkesztése' }).click();
  // The read view shows no other form: its only 'Vége' fields are the rows'.
  await typeDay(page, page.locator('main'), 'Vége', '20180101');
  await page.getByRole('button', { name: 'Munkaviszonyok mentése' }).click();
  await page.waitForTimeout(500);
  await shot('employment-refused', 'an employment row ending 2018. 01. 01., before its start');
}

/** A store product's first variant put into the basket below its minimum order quantity. */
async function refusedQuantity(page, { appUrl, settled, shot }) {
  await page.goto(`${appUrl}/keszlet/termekek/lista.html`);
  await settled(page);
  // A table's row on a desktop, a card on a phone: either links the product's details.
  const href = await page.locator('main a[href^="/keszlet/termekek/"][href$=".html"]:not([href$="uj.html"]):not([href$="lista.html"])').first().getAttribute('href');
  await page.goto(`${appUrl}${href}`);
  await settled(page);
  const quantity = page.locator('.quantity-call input').first();
  await quantity.fill('3');
  await quantity.press('Tab');
  await page
    .getByRole('button', { name: /: kosárba$/ })
    .first()
    .click();
  await page.waitForTimeout(500);
  await shot('quantity-refused', 'a quantity of 3 where the variant asks at least 5');
}

/** The states each screen (scripts/screenshots.mjs's SCREENS, by id) is pictured in. */
export const STATES = {
  commitments: [refusedNew, refusedDecision],
  invoices: [refusedNew, warnedInvoice],
  employees: [refusedNew, refusedEdit, refusedEmployment],
  'room-bookings': [refusedNew],
  basket: [refusedQuantity],
};
