// Issue 34, point 6: the shared 'typed values' check over every number, date and date-pair field of every new
// form (form-cases.ts), on one visit of the form:
//
//   typedValueChecks(c, formCase, { session: () => s })
//
// - a number field: a minus (where the schema's minimum forbids it), a letter, an exponent;
// - a date (or date-time) field: an impossible day, 2027. 02. 31., which must say 'Nem létező dátum';
// - an end field (x-after) before its start.
// Each is left with Tab; it must then be kept as typed with a message, or refused with a message by its
// field (never changed without a word), and the form, saved with them, sends nothing.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { StaffSession } from '../staff';
import type { FormCase, FormFieldCase } from './form-cases';
import { escape, REQUIRED, ui } from './locators';
import type { SectionCase } from './table';

export const IMPOSSIBLE_DATE_MESSAGE = 'Nem létező dátum';

export interface TypedValueContext {
  session: () => StaffSession;
}

/** What one probe of one field came to: what was typed, what the field shows, and its message. */
export interface TypedOutcome {
  field: string;
  probe: string;
  typed: string;
  shown: string;
  message: string;
}

/** Each typed value is kept or refused, and either way its field says why (not only that it is empty). */
export const answered = (outcome: TypedOutcome) => outcome.message.trim() !== '' && outcome.message.trim() !== REQUIRED;

const messageOf = async (slot: Locator) => (await slot.locator('.field__error').allTextContents()).join(' ').trim();

/** The message of `slot` once it shows (a field answers when it is left), or '' after a moment. */
async function settledMessage(page: Page, slot: Locator): Promise<string> {
  for (const started = Date.now(); Date.now() - started < 3_000; await page.waitForTimeout(100)) {
    const message = await messageOf(slot);
    if (message) return message;
  }
  return messageOf(slot);
}

const numberProbes = (field: FormFieldCase) => [
  ...(field.minimum !== undefined && field.minimum >= 0 ? [{ probe: 'a minus', typed: '-5' }] : []),
  { probe: 'a letter', typed: '12a' },
  { probe: 'an exponent', typed: '1e3' },
];

async function typeDate(page: Page, slot: Locator, digits: string) {
  await slot.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
  await page.keyboard.press('Tab');
}

const segmentsOf = async (slot: Locator) => (await slot.getByRole('spinbutton').allTextContents()).map((text) => text.trim()).join(' ');

const usable = async (slot: Locator) =>
  (await slot.isVisible()) &&
  (await slot
    .locator('input:not([type="hidden"]), [role="spinbutton"]')
    .first()
    .isEnabled()
    .catch(() => false));

/** Runs every probe on the form shown; returns each outcome (the caller asserts). */
export async function probeTypedValues(page: Page, form: Locator, fc: FormCase): Promise<TypedOutcome[]> {
  const outcomes: TypedOutcome[] = [];
  const slotOf = (name: string) => form.locator(`[data-field="${name}"]`).first();
  const withSegments = fc.fields.filter((field) => field.entry === 'date' || field.entry === 'datetime');
  for (const field of fc.fields) {
    const slot = slotOf(field.name);
    if (field.entry === 'number' && (await usable(slot))) {
      const input = slot.locator('input').first();
      for (const { probe, typed } of numberProbes(field)) {
        await input.fill('');
        await input.pressSequentially(typed);
        await input.press('Tab');
        outcomes.push({ field: field.label, probe, typed, shown: await input.inputValue(), message: await settledMessage(page, slot) });
      }
    }
  }
  for (const field of withSegments) {
    const slot = slotOf(field.name);
    if (!(await usable(slot))) continue;
    const time = field.entry === 'datetime' ? '1000' : '';
    await typeDate(page, slot, `20270231${time}`);
    outcomes.push({
      field: field.label,
      probe: 'an impossible date',
      typed: '2027. 02. 31.',
      shown: await segmentsOf(slot),
      message: await settledMessage(page, slot),
    });
  }
  for (const end of withSegments) {
    const start = withSegments.find((field) => field.name === end.after);
    if (!start) continue;
    const [startSlot, endSlot] = [slotOf(start.name), slotOf(end.name)];
    if (!(await usable(startSlot)) || !(await usable(endSlot))) continue;
    const time = end.entry === 'datetime' ? '1000' : '';
    await typeDate(page, startSlot, `20270310${time}`);
    await typeDate(page, endSlot, `20270301${time}`);
    outcomes.push({
      field: end.label,
      probe: `an end before its start (${start.label})`,
      typed: '2027. 03. 01.',
      shown: await segmentsOf(endSlot),
      message: await settledMessage(page, endSlot),
    });
  }
  return outcomes;
}

export function typedValueChecks(c: SectionCase, fc: FormCase | undefined, ctx: TypedValueContext): void {
  if (!c.create || !fc) return;
  const kinds = fc.fields.filter((field) => field.entry === 'number' || field.entry === 'date' || field.entry === 'datetime');
  if (!kinds.length) return;
  it(`new: typed values (${kinds.length} number and date fields) are kept or refused with a message, never changed silently or sent`, async () => {
    const s = ctx.session();
    const { page } = s;
    await s.goto(fc.create);
    const form = page
      .locator('main form')
      .filter({ has: ui.save(page) })
      .first();
    await ui.save(form).last().waitFor();
    const posts = () => s.sent('POST', new RegExp(`^${escape(fc.apiBase)}$`)).length;
    const before = posts();
    const outcomes = await probeTypedValues(page, form, fc);
    await ui.save(form).last().click();
    await page.waitForTimeout(500);
    console.log(`typed values, ${c.id}: ${outcomes.length} probes on ${new Set(outcomes.map((o) => o.field)).size} fields`);
    expect(outcomes.filter((outcome) => !answered(outcome))).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.probe === 'an impossible date' && !outcome.message.includes(IMPOSSIBLE_DATE_MESSAGE))).toEqual([]);
    expect(posts(), 'a save with them sent the form').toBe(before);
  });
}
