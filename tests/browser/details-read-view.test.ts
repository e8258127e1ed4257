import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from './runner';
import { runAxe, screenshot, type Stack } from './harness';
import { openStaffSession, type StaffSession, staffSuite } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
let page: Page;

const COMMITMENT = '/kotelezettsegvallalas/2310.html';
const COMMITMENT_TITLE = 'Kötelezettségvállalás: Tantermi projektorok cseréje';

/** The element's top and bottom on the page (not the viewport), in CSS pixels. */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });

/** The words of the page's field names (dt) and buttons that are cut across two lines (a Range over a word with two boxes). */
const wordsCutInTwo = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll('main dt, main button')) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) cut.push(match[0]);
        }
      }
    }
    return cut;
  });

/** A forint amount with fillér ('2 551,5 Ft') anywhere in the page's text. */
const fillerAmounts = (text: string) => text.match(/\d,\d+ Ft/g) ?? [];

staffSuite(
  (suite) => {
    ({ stack, browser, session: s } = suite);
    ({ page } = s);
  },
  { typing: 'fill' },
);

describe('details screens read first, edit on demand (issue 22)', () => {
  it("a commitment reads as a record: fields as text, no form until 'Szerkesztés'; 'Mégse' and 'Mentés' bring the read view back", async () => {
    await s.goto(COMMITMENT);
    await page.getByRole('heading', { level: 1, name: COMMITMENT_TITLE }).waitFor();
    const money = page.getByRole('region', { name: 'Pénzügyi adatok' });
    await s.shows(money.getByText('635 000 Ft', { exact: true }));
    expect(await page.getByRole('region', { name: 'Szerkesztés' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mentés', exact: true }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Érintett intézmény' }).count()).toBe(0);
    // The read view uses the page's width: its fieldsets sit side by side at 1440 px.
    const basics = await page.getByRole('region', { name: 'Alapadatok' }).boundingBox();
    const contractor = await page.getByRole('region', { name: 'Kivitelező' }).boundingBox();
    expect(contractor!.x).toBeGreaterThan(basics!.x + basics!.width - 1);

    let edit = await s.edit();
    expect(await edit.getByRole('combobox', { name: 'Érintett intézmény' }).inputValue()).toBe('Petőfi Sándor Általános Iskola');
    expect(await page.getByRole('region', { name: 'Pénzügyi adatok' }).count()).toBe(0);
    await edit.getByRole('button', { name: 'Mégse', exact: true }).click();
    await money.waitFor();
    expect(await page.getByRole('region', { name: 'Szerkesztés' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Szerkesztés');

    edit = await s.edit();
    await edit.getByLabel('Érintett épület').fill('C épület');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', '/api/kotelezettsegvallalas/2310/')).toMatchObject({ affected_building: 'C épület' });
    await money.waitFor();
    expect(await page.getByRole('region', { name: 'Szerkesztés' }).count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);
  });

  it('the sum of the products shows beside the gross amount it should match', async () => {
    await s.goto(COMMITMENT);
    const money = page.getByRole('region', { name: 'Pénzügyi adatok' });
    await s.shows(money.getByText(/^Termékek összesen: [\d\s]+ Ft/).first());
  });

  it('adding product lines never moves the add button from the pointer, and focus goes to the new line', async () => {
    await s.goto(COMMITMENT);
    await page.getByRole('heading', { level: 1, name: COMMITMENT_TITLE }).waitFor();
    const edit = await s.edit();
    const products = edit.getByRole('group', { name: 'Termékek', exact: true }).last();
    const add = products.getByRole('button', { name: 'Új termék' });
    // The form's later fields (the lines among them) render a moment after its first: counted once they are there.
    await add.waitFor();
    const before = await products.getByRole('group', { name: /sor$/ }).count();
    await add.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    const box = (await add.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.click(x, y);
    const first = products.getByRole('group', { name: `${before + 1}. sor` });
    await expect.poll(() => first.evaluate((line) => line.contains(document.activeElement) && document.activeElement?.tagName), { timeout: 10_000 }).toBe('INPUT');
    // The pointer stays where it was: a second click there adds another line, and no message shows on the untouched one.
    await page.mouse.click(x, y);
    await expect.poll(() => products.getByRole('group', { name: /sor$/ }).count(), { timeout: 10_000 }).toBe(before + 2);
    expect(await first.locator('.field__error').count()).toBe(0);
    const after = (await add.boundingBox())!;
    expect(Math.abs(after.y - box.y)).toBeLessThan(1);
    await edit.getByRole('button', { name: 'Mégse', exact: true }).click();
  });

  it('on a 390 px phone the decision buttons come right after the heading and summary, within the first 1,800 px; no field name or button cuts a word in two', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await s.goto(COMMITMENT);
      await page.getByRole('heading', { level: 1, name: COMMITMENT_TITLE }).waitFor();
      const decide = page.getByRole('button', { name: 'Visszaküldöm javításra' });
      await decide.waitFor();
      expect((await pageBox(decide)).bottom).toBeLessThanOrEqual(1800);
      // No form before 'Szerkesztés' and nothing sideways, on the commitment and the invoice: the shared suite's 390 px checks.
      // 'Eredeti kötelezettségvállalás' and the invoice's 'Teljesítésigazolás feltöltése' fit without cutting a word.
      expect(await wordsCutInTwo(page)).toEqual([]);
      await s.goto('/penzugy/szamlazas/7710.html');
      await page.getByRole('heading', { level: 1, name: 'Számla: IT-2026/00871' }).waitFor();
      await page
        .getByRole('button', { name: /Teljesítésigazolás feltöltése/ })
        .first()
        .waitFor();
      expect(await wordsCutInTwo(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it("a commitment's products read as a card per line on a 390 px phone and as a table at 1440 px, the page never scrolling sideways", async () => {
    try {
      for (const [width, height] of [
        [390, 844],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await s.goto(COMMITMENT);
        await page.getByRole('heading', { level: 1, name: COMMITMENT_TITLE }).waitFor();
        const cards = page.getByRole('list', { name: 'Termékek', exact: true });
        const table = page.getByRole('table', { name: 'Termékek', exact: true });
        const shown = width === 390 ? cards : table;
        await shown.waitFor();
        await shown.scrollIntoViewIfNeeded();
        if (width === 390) {
          expect(await table.count()).toBe(0);
          const card = cards.getByRole('listitem').first();
          // A card is the screen's width less the page's padding, never a column a few letters wide.
          expect((await card.boundingBox())!.width).toBeGreaterThan(300);
          expect(await card.getByRole('term').first().textContent()).toBeTruthy();
        } else {
          expect(await cards.count()).toBe(0);
          expect(await table.getByRole('columnheader').count()).toBeGreaterThan(1);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `details-commitment-lines-${width}`);
      }
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  // A commitment's and an invoice's amounts in whole forints: the shared suite's values check of those sections (list and details).
  it('forint amounts show in whole forints on the basket', async () => {
    const store = await openStaffSession(browser, stack, { user: 'store_user' });
    try {
      await store.goto('/keszlet/kosarak/sajat.html');
      await store.page.getByRole('heading', { level: 1 }).first().waitFor();
      // The basket's amounts stand under labels and headers that name the unit ('ÁFA (Ft)'): no fillér there either ('2 551,5').
      const basket = store.page.getByRole('region', { name: 'Kosár tartalma' });
      await basket.getByLabel('Összesítés').waitFor();
      expect(fillerAmounts(await store.page.locator('main').innerText())).toEqual([]);
      expect((await basket.innerText()).match(/\d,\d/g) ?? []).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
