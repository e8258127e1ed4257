// Issue 22's value checks for the shared suite, per section: forint amounts in whole forints, and a
// typed number or date never changed silently.
//
//   export function valueChecks(section: SectionCase, ctx: ValueContext): void
//
// Call it inside the section's describe of tests/browser/shared/suite.ts (sectionChecks), after the
// 'new:' checks, with the section's session and the suite's in-app `go`:
//
//   valueChecks(c, { session: () => s, go: (url) => s.goto(url) });
//
// It registers one test, '<section> › values: …', that moves inside the running app (no page load):
// the list (every 'Ft' amount shown whole), the first record's details (the same), then, where the
// section has a new form, its first number field (typed '12345' stays 12345 after leaving the field,
// whatever its range: out of range it is kept with the message) and its first date field (typed
// 2026. 02. 31. stays the 31st, or the field refuses it with section 5's date message; never another day).
// The pure rules are unit-tested in tests/unit/browser-values.test.ts.
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import type { StaffSession } from '../staff';
import { ui } from './locators';
import type { SectionCase } from './table';

export interface ValueContext {
  /** The section's signed-in session (read when the test runs). */
  session: () => StaffSession;
  /** The suite's in-app navigation to an address of the app. */
  go: (url: string) => Promise<void>;
}

export const DATE_MESSAGE = 'Nem létező dátum';
export const TYPED_NUMBER = '12345';
/** Typed segment by segment into a hu-HU date field (year, month, day): a day February has not. */
export const IMPOSSIBLE_DAY = '20260231';

/** The forint amounts in a text that show fillér ('999 999,21 Ft'); none is expected. */
export function fillerAmounts(text: string): string[] {
  return [...text.matchAll(/\d[\d\u00a0\u202f ]*,\d+[\u00a0\u202f ]*Ft\b/g)].map((match) => match[0]);
}

/** Whether a number input still holds the typed digits (grouping spaces aside). */
export const keepsDigits = (shown: string, typed: string) => shown.replace(/\D/g, '') === typed.replace(/\D/g, '');

/**
 * Whether a date field answered a typed impossible day without changing it silently: its day segment
 * still reads the typed day, or it shows the date message (a field may also empty itself, saying so).
 */
export function dateNotSilentlyChanged(segments: readonly string[], typedDay: string, messageShown: boolean): boolean {
  return segments.includes(typedDay) || messageShown;
}

async function expectWholeForints(session: StaffSession, where: string) {
  const text = await session.page.locator('main').innerText();
  expect(fillerAmounts(text), `${where}: forint amounts with fillér`).toEqual([]);
}

const editable = ':not([readonly]):not([disabled]):not([aria-disabled="true"])';

async function firstVisible(locator: Locator): Promise<Locator | null> {
  for (const candidate of await locator.all()) if (await candidate.isVisible()) return candidate;
  return null;
}

export function valueChecks(c: SectionCase, ctx: ValueContext): void {
  const parts = [
    c.listIsCalendar ? null : 'forints shown whole on the list and the details',
    c.create ? 'a typed number and an impossible date on the new form kept or refused, never changed' : null,
  ];
  const title = parts.filter(Boolean).join('; ');
  if (!title) return;
  it(`values: ${title}`, async () => {
    const s = ctx.session();
    const { page } = s;
    if (!c.listIsCalendar) {
      await ctx.go(c.list);
      await ui.heading(page, c.title).waitFor();
      await ui.table(page).waitFor();
      await expectWholeForints(s, 'list');
      const link = ui.firstRecordLink(page);
      if (await s.visible(link, 5_000)) {
        await link.click();
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectWholeForints(s, 'details');
      }
    }
    if (!c.create) return;
    await ctx.go(c.create);
    await ui.save(page).last().waitFor();
    const form = page.locator('main form').first();

    const number = await firstVisible(form.locator(`input[inputmode="numeric"]${editable}, input[inputmode="decimal"]${editable}`));
    if (number) {
      await number.click();
      await number.press('ControlOrMeta+a');
      await number.pressSequentially(TYPED_NUMBER);
      await number.press('Tab');
      expect(keepsDigits(await number.inputValue(), TYPED_NUMBER), `number field shows '${await number.inputValue()}' after '${TYPED_NUMBER}' was typed`).toBe(true);
    }

    const date = await firstVisible(form.locator(`[role="group"]:has([role="spinbutton"])${editable}`));
    if (date) {
      await date.getByRole('spinbutton').first().click();
      await page.keyboard.type(IMPOSSIBLE_DAY);
      await page.keyboard.press('Tab');
      // Leaving the field settles it: either way, within a moment.
      await expect
        .poll(async () => {
          const segments = (await date.getByRole('spinbutton').allTextContents()).map((t) => t.trim());
          const field = date.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " field ")][1]');
          const messageShown = (await field.getByText(DATE_MESSAGE).count()) > 0;
          return dateNotSilentlyChanged(segments, '31', messageShown);
        })
        .toBe(true);
    }
  });
}
