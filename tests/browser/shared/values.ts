// Issue 22's value checks for the shared suite, per section: forint amounts in whole forints.
//
//   export function valueChecks(section: SectionCase, ctx: ValueContext): void
//
// Call it inside the section's describe of tests/browser/shared/suite.ts (sectionChecks), with the section's
// session and the suite's in-app `go`:
//
//   valueChecks(c, { session: () => s, go: (url) => s.goto(url) });
//
// It registers one test, '<section> › values: …', that moves inside the running app (no page load): the list
// (every 'Ft' amount shown whole), then the first record's details (the same). What is typed into a new form's
// numbers and dates is typed-values.ts's check. The pure rule is unit-tested in tests/unit/browser-values.test.ts.
import { expect, it } from '../runner';
import type { StaffSession } from '../staff';
import { ui } from './locators';
import type { SectionCase } from './table';

export interface ValueContext {
  /** The section's signed-in session (read when the test runs). */
  session: () => StaffSession;
  /** The suite's in-app navigation to an address of the app. */
  go: (url: string) => Promise<void>;
}

/** The forint amounts in a text that show fillér ('999 999,21 Ft'); none is expected. */
export function fillerAmounts(text: string): string[] {
  return [...text.matchAll(/\d[\d\u00a0\u202f ]*,\d+[\u00a0\u202f ]*Ft\b/g)].map((match) => match[0]);
}

async function expectWholeForints(session: StaffSession, where: string) {
  const text = await session.page.locator('main').innerText();
  expect(fillerAmounts(text), `${where}: forint amounts with fillér`).toEqual([]);
}

export function valueChecks(c: SectionCase, ctx: ValueContext): void {
  // A calendar's records are not listed in a table; its amounts show on the details the calendar's own tests open.
  if (c.listIsCalendar) return;
  it('values: forints shown whole on the list and the details', async () => {
    const s = ctx.session();
    const { page } = s;
    await ctx.go(c.list);
    await ui.heading(page, c.title).waitFor();
    await ui.table(page).waitFor();
    await expectWholeForints(s, 'list');
    // Every list the suite checks has a first record (its details check opens it too).
    await ui.firstRecordLink(page).click();
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectWholeForints(s, 'details');
  });
}
