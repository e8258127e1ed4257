// Issue 35's shared checks, per registered list and details screen (a staff member's day of many records):
//
//   dayChecks(c, dayCase, { session: () => s, details: () => detailsOf(c, s) })
//
// registers, inside the section's describe of suite.ts, at most two tests, each on one visit:
// - 'many records: list …' (every list that is not a calendar): the keys (j/k and the arrows move between
//   the rows, '/' goes to the search, where they are typed as text, Enter opens the row), the selection
//   (a row's and the page's checkbox; the bulk bar counts them) where the list offers one, the chosen
//   columns (a hidden column is gone, 'Eredeti oszlopok' brings it back) and a saved view (saved under a
//   name, offered under 'Nézetek', it brings its search back);
// - 'many records: details …': 'Nyomtatás' and the print media (no menu, trail or button), 'e' opening
//   'Szerkesztés' where the section edits, and, where it deletes, 'Törölve' with 'Visszavonás' and no DELETE
//   sent within the undo window (the page's clock run past it); deleted again and left alone, the DELETE goes
//   out once the window has run out, and the section's list shows.
import { expect, it } from '../runner';
import type { StaffSession } from '../staff';
import type { DayCase } from './day-cases';
import { escape, ui } from './locators';
import type { SectionCase } from './table';

export interface DayContext {
  session: () => StaffSession;
  /** The details address of the section's first listed record. */
  details: () => Promise<string>;
}

/** How long a delete waits for 'Visszavonás' (src/lib/undoable.ts), and a margin. */
const UNDO_WINDOW_MS = 5_000 + 1_000;
const SEARCHED = 'Nézetpróba';
/** expect.poll waits a second by default; a busy two-core machine takes longer to render. */
const POLL = { timeout: 10_000 };

/** What has the focus: its tag, its role and its href (a row's link), or its value (a field). */
const focused = (s: StaffSession) =>
  s.page.evaluate(() => {
    const element = document.activeElement;
    return { href: element?.getAttribute('href') ?? null, search: element?.matches('form[role="search"] input') ?? false };
  });

export function dayChecks(c: SectionCase, d: DayCase, ctx: DayContext): void {
  if (!c.listIsCalendar) {
    const parts = ['keys', d.selects ? 'selection' : null, 'chosen columns', 'a saved view'].filter(Boolean).join(', ');
    it(`many records: list ${parts}`, async () => {
      const s = ctx.session();
      const { page } = s;
      await s.goto(c.list);
      await ui.heading(page, c.title).waitFor();
      const table = ui.table(page);
      const rows = table.locator('tbody > tr:not(.data-table__skeleton)');
      await rows.first().waitFor();
      const links = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('a[href]')?.getAttribute('href') ?? null));
      expect(links[0], 'the first row links its record').toBeTruthy();

      // Keys, away from any field: j and ↓ move down, k and ↑ up.
      await ui.heading(page).click();
      await page.keyboard.press('j');
      expect((await focused(s)).href).toBe(links[0]);
      if (links.length > 1) {
        await page.keyboard.press('ArrowDown');
        expect((await focused(s)).href).toBe(links[1]);
        await page.keyboard.press('k');
      } else await page.keyboard.press('ArrowUp');
      expect((await focused(s)).href).toBe(links[0]);
      await page.keyboard.press('/');
      expect((await focused(s)).search).toBe(true);
      // In a field they are text.
      await page.keyboard.type('jk/');
      await expect.poll(() => ui.searchBox(page).inputValue(), POLL).toBe('jk/');
      expect((await focused(s)).search).toBe(true);
      await ui.searchBox(page).fill(SEARCHED);
      // The rows of the searched list (a selection made on the rows shown before goes with them).
      const searched = page.waitForResponse((response) => [...new URL(response.url()).searchParams.values()].includes(SEARCHED));
      await ui.searchBox(page).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === SEARCHED);
      await searched;
      await table.and(page.locator(':not([aria-busy="true"])')).waitFor();
      await rows.first().waitFor();

      if (d.selects) {
        const shown = await rows.count();
        await rows.first().locator('label:has(input[type="checkbox"])').first().click();
        const bar = page.getByRole('region', { name: 'Kijelölt tételek' });
        await expect.poll(() => bar.getByText('1 tétel kijelölve').count(), POLL).toBe(1);
        const all = page.getByRole('checkbox', { name: 'Az oldal összes sorának kijelölése' });
        await all.locator('xpath=ancestor::label[1]').click();
        await expect.poll(() => bar.getByText(`${shown} tétel kijelölve`).count(), POLL).toBe(1);
        await all.locator('xpath=ancestor::label[1]').click();
        await expect.poll(() => bar.count(), POLL).toBe(0);
      }

      // Chosen columns: the last declared column hidden, then the original columns back.
      const column = c.columns.at(-1)!;
      await page.getByRole('button', { name: 'Oszlopok', exact: true }).click();
      const chooser = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Oszlopok' }) });
      await chooser.getByRole('checkbox', { name: column, exact: true }).locator('xpath=ancestor::label[1]').click();
      await expect.poll(() => ui.columnHeader(page, column).count(), { message: `'${column}' hidden`, timeout: 10_000 }).toBe(0);
      await chooser.getByRole('button', { name: 'Eredeti oszlopok' }).click();
      await expect.poll(() => ui.columnHeader(page, column).count(), { message: `'${column}' back`, timeout: 10_000 }).toBe(1);
      await page.keyboard.press('Escape');
      await chooser.waitFor({ state: 'hidden' });

      // A saved view: the list's search under a name, offered under 'Nézetek', bringing the search back.
      const name = `Nézet ${c.id} ${Date.now()}`;
      await page.getByRole('button', { name: /^Nézetek/ }).click();
      await page.getByRole('menuitem', { name: 'Nézet mentése…' }).click();
      const save = page.getByRole('dialog', { name: 'Nézet mentése' });
      await save.getByRole('textbox', { name: 'A nézet neve' }).fill(name);
      await save.getByRole('button', { name: 'Mentés', exact: true }).click();
      await save.waitFor({ state: 'hidden' });
      await s.goto(c.list);
      await expect.poll(() => ui.searchBox(page).inputValue(), POLL).toBe('');
      await page.getByRole('button', { name: /^Nézetek/ }).click();
      await page.getByRole('menuitem', { name, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === SEARCHED);
      await expect.poll(() => ui.searchBox(page).inputValue(), POLL).toBe(SEARCHED);

      // Enter opens the row the keys reached.
      await rows.first().waitFor();
      await ui.heading(page).click();
      await page.keyboard.press('j');
      const opened = (await focused(s)).href!;
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === new URL(opened, 'http://portal').pathname);
    });
  }

  const detailParts = [
    "'Nyomtatás' and its print media",
    c.editable ? "'e' opens 'Szerkesztés'" : null,
    d.undoableDelete ? `'${d.undoableDelete.label}' waits behind 'Visszavonás', then goes out and the list shows` : null,
  ];
  it(`many records: details ${detailParts.filter(Boolean).join(', ')}`, async () => {
    const s = ctx.session();
    const { page } = s;
    const href = await ctx.details();
    const remove = d.undoableDelete;
    const recordPath = new RegExp(`^${escape(c.apiBase)}\\d+/$`);
    if (remove) {
      // The record as one the delete is offered on (its state and conditions).
      await s.answerReads(recordPath, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as object), ...remove.offeredWith } }).catch(() => undefined);
      });
    }
    await s.goto(href);
    const heading = ui.heading(page, new RegExp(`^${escape(c.recordName)}: `));
    await heading.waitFor();

    const print = page.getByRole('button', { name: 'Nyomtatás', exact: true });
    await print.waitFor();
    await page.emulateMedia({ media: 'print' });
    try {
      await expect(page.locator('button:visible'), 'buttons printed').toHaveCount(0);
      await ui.trail(page).waitFor({ state: 'hidden' });
      await ui.menuButton(page).waitFor({ state: 'hidden' });
      await heading.waitFor({ state: 'visible' });
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }

    if (c.editable) {
      await heading.click();
      await page.keyboard.press('e');
      const edit = page.getByRole('region', { name: 'Szerkesztés', exact: true });
      await edit.waitFor();
      await edit.getByRole('button', { name: 'Mégse', exact: true }).click();
      await edit.waitFor({ state: 'hidden' });
    }

    if (remove) {
      const deletes = () => s.sent('DELETE', recordPath).length;
      const before = deletes();
      const toast = page.locator('.toast', { hasText: 'Törölve' });
      const confirmDelete = async () => {
        // The record's own action, beside the title (an attachment or a comment has a 'Törlés' of its own).
        await page.locator('.title-ribbon__actions').getByRole('button', { name: remove.label, exact: true }).click();
        await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Igen', exact: true }).click();
        await toast.waitFor();
      };
      await confirmDelete();
      expect(deletes(), 'sent before the undo window ran out').toBe(before);
      await toast.getByRole('button', { name: 'Visszavonás' }).click();
      await toast.waitFor({ state: 'hidden' });
      await page.clock.runFor(UNDO_WINDOW_MS);
      expect(deletes(), 'sent after Visszavonás').toBe(before);
      expect(new URL(page.url()).pathname).toBe(new URL(href, 'http://portal').pathname);
      await heading.waitFor();

      // Deleted again and left alone: once the window has run out the DELETE goes out, once, and the list shows.
      await confirmDelete();
      const sent = page.waitForRequest((request) => request.method() === 'DELETE' && recordPath.test(new URL(request.url()).pathname));
      await page.clock.runFor(UNDO_WINDOW_MS);
      await sent;
      await page.waitForURL((url) => url.pathname === new URL(c.list, 'http://portal').pathname);
      expect(deletes(), 'DELETE requests sent').toBe(before + 1);
    }
  });
}
