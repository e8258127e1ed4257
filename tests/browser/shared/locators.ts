// Every locator the shared suite uses, in one place: roles, labels, headings and texts a user sees.
// When a screen's wording or layout changes (a toolbar, a read-first details screen), this is the file to adapt.
import type { Locator, Page } from 'playwright-core';
import { shown } from '../waits';

export const NO_ACCESS = 'Nincs jogosultsága ehhez az oldalhoz.';
export const REQUIRED = 'Ez a mező nem lehet üres';
export const APP_TITLE = 'Tankerületi portál';

export const ui = {
  heading: (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first(),
  noAccess: (page: Page) => page.getByText(NO_ACCESS),
  table: (page: Page) => page.getByRole('table').first(),
  columnHeader: (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true }).first(),
  /** The first row's link to its record (the first column links to the details). */
  firstRecordLink: (page: Page) => page.getByRole('table').first().getByRole('row').nth(1).getByRole('link').first(),
  /** What a list screen shows its records in: a table, or a calendar's grid. */
  records: (page: Page, calendar = false) => (calendar ? page.getByRole('grid').first() : page.getByRole('table').first()),
  searchBox: (page: Page) => page.getByRole('searchbox', { name: 'Keresés' }),
  pageSizeButton: (page: Page) => page.getByRole('button', { name: /Oldalanként/ }),
  option: (page: Page, name: string) => page.getByRole('option', { name, exact: true }),
  pageButton: (page: Page, n: number) => page.getByRole('button', { name: `${n}. oldal` }),
  exportButton: (page: Page) => page.getByRole('button', { name: /^Exportálás/ }),
  createLink: (page: Page) => page.getByRole('link', { name: /^(\+ )?Új/ }),
  save: (scope: Page | Locator) => scope.getByRole('button', { name: 'Mentés', exact: true }),
  backToList: (page: Page) => page.getByRole('link', { name: /Vissza a listához/ }),
  panel: (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true }),
  subscribe: (page: Page) => page.getByRole('button', { name: /^(Feliratkozás|Leiratkozás)$/ }),
  decisionOptions: (page: Page) => page.getByRole('group', { name: 'Döntési lehetőségek' }),
  commentSend: (page: Page) => page.getByRole('button', { name: 'Megjegyzés küldése' }),
  editButton: (page: Page) => page.getByRole('button', { name: 'Szerkesztés', exact: true }),
  /** A text field of a form by its label (a required field's label carries a '*'). */
  textField: (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${escape(label)}( \\*)?$`) }).first(),
  saveFailed: (page: Page) => page.getByText(/nem sikerült/).first(),
  /** The question asked when leaving a form with typed changes: its button that leaves. */
  leaveUnsaved: (page: Page) => page.getByRole('dialog', { name: 'Nem mentett módosítások' }).getByRole('button', { name: 'Elhagyom az oldalt' }),
  menuButton: (page: Page) => page.getByRole('button', { name: 'Főmenü' }),
  trail: (page: Page) => page.getByRole('navigation', { name: 'Útvonal' }),
  quickJumpSearch: (page: Page) => page.getByRole('searchbox', { name: 'Oldal neve' }),
  /** The quick jump's entry that opens `path`. */
  quickJumpEntry: (page: Page, path: string) => page.getByRole('menu', { name: 'Oldalak' }).locator(`a[href="${path}"]`),
  menuItem: (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true }),
};

/** The panels a details screen declares, by their heading. */
export const PANEL_TITLES = { approval: 'Jóváhagyás', comments: 'Megjegyzések', attachments: 'Csatolmányok', documents: 'Dokumentumok' } as const;

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text of the elements an input's aria-describedby names: where react-aria puts a field's error message. */
export function description(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );
}

/** The edit form of a details screen: opened first where the screen shows the record read-only with a 'Szerkesztés' button. */
export async function openEditForm(page: Page): Promise<Locator> {
  const button = ui.editButton(page);
  const form = page
    .locator('form')
    .filter({ has: ui.save(page) })
    .first();
  // The details render after the address changes: decide once either the button or an open form shows.
  await shown(button.or(form).first());
  if (await button.isVisible()) await button.click();
  await shown(form);
  return form;
}

/** How far the page scrolls sideways (0 when it fits). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
