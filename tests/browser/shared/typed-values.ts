// Issue 34, point 6: the shared 'typed values' check over every number, date and date-pair field of every new
// form (form-cases.ts), on one visit of the form:
//
//   typedValueChecks(c, formCase, { session: () => s })
//
// The form's other required fields are filled first (fill-form.ts), so only the typed values can keep its save
// from going out. Then:
// - a number field: a minus (where the schema's minimum forbids it), a letter, an exponent;
// - a date (or date-time) field: an impossible day, 2027. 02. 31., which must say 'Nem létező dátum';
// - an end field (x-after) before its start.
// Each is left with Tab; it must then be kept as typed, or refused (the field emptied), and either way its field
// says why in section 5's words (never changed to another value, never silent). The form, saved with them, marks
// each field still holding one and sends nothing. A field the form does not show (or lets no one type into) is
// counted as skipped and printed; a probe none of whose fields can be typed into fails.
// The pure rules are unit-tested in tests/unit/browser-values.test.ts.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MESSAGES } from '@/generated/validators/helpers';
import type { StaffSession } from '../staff';
import { fillRequired, invalidSlots } from './fill-form';
import type { FormCase, FormFieldCase } from './form-cases';
import { escape, ui } from './locators';
import type { SectionCase } from './table';

export interface TypedValueContext {
  session: () => StaffSession;
}

export const PROBES = ['a minus', 'a letter', 'an exponent', 'an impossible date', 'an end before its start'] as const;
export type Probe = (typeof PROBES)[number];

/** What one probe of one field came to: what was typed, what the field shows after it was left, and its message. */
export interface TypedOutcome {
  /** The field's label, and its slot's name. */
  field: string;
  name: string;
  probe: Probe;
  typed: string;
  shown: string;
  message: string;
}

/** Section 5's words each probe must be answered with (any one of them). */
export const EXPECTED_MESSAGES: Record<Probe, readonly string[]> = {
  'a minus': [MESSAGES.min.replace('{min}', '')],
  'a letter': [MESSAGES.numeric],
  'an exponent': [MESSAGES.numeric],
  'an impossible date': [MESSAGES.impossibleDate],
  'an end before its start': [MESSAGES.afterStart, MESSAGES.startTimeBeforeEnd],
};

const digits = (text: string) => text.replace(/\D/g, '');
const isDateProbe = (probe: Probe) => probe === 'an impossible date' || probe === 'an end before its start';

/** Whether the field still shows what was typed (a date's segments read the typed day, whatever the separators). */
export function kept({ probe, typed, shown }: Pick<TypedOutcome, 'probe' | 'typed' | 'shown'>): boolean {
  return isDateProbe(probe) ? digits(typed) !== '' && digits(shown).startsWith(digits(typed)) : shown.trim() === typed;
}

/** Whether the field refused what was typed: it shows nothing of it (an empty number, a date's placeholders). */
export function refused({ probe, shown }: Pick<TypedOutcome, 'probe' | 'shown'>): boolean {
  return isDateProbe(probe) ? digits(shown) === '' : shown.trim() === '';
}

/** What is wrong with one outcome ('' when nothing): kept or refused, either way with its own message. */
export function verdict(outcome: TypedOutcome): string {
  if (!kept(outcome) && !refused(outcome)) return `changed to '${outcome.shown}'`;
  if (!outcome.message) return `${kept(outcome) ? 'kept' : 'refused'} without a message`;
  if (!EXPECTED_MESSAGES[outcome.probe].some((words) => outcome.message.includes(words))) return `answered '${outcome.message}'`;
  return '';
}

const messageOf = async (slot: Locator) => (await slot.locator('.field__error').allTextContents()).join(' ').trim();

/** The message of `slot` once it shows (a field answers when it is left), or '' after a moment. */
async function settledMessage(page: Page, slot: Locator): Promise<string> {
  for (const started = Date.now(); Date.now() - started < 3_000; await page.waitForTimeout(100)) {
    const message = await messageOf(slot);
    if (message) return message;
  }
  return messageOf(slot);
}

const numberProbes = (field: FormFieldCase): { probe: Probe; typed: string }[] => [
  ...(field.minimum !== undefined && field.minimum >= 0 ? [{ probe: 'a minus' as const, typed: '-5' }] : []),
  { probe: 'a letter', typed: '12a' },
  { probe: 'an exponent', typed: '1e3' },
];

async function typeDate(page: Page, slot: Locator, digitsTyped: string) {
  await slot.getByRole('spinbutton').first().click();
  await page.keyboard.type(digitsTyped);
  await page.keyboard.press('Tab');
}

const segmentsOf = async (slot: Locator) => (await slot.getByRole('spinbutton').allTextContents()).map((text) => text.trim()).join(' ');

/** Why a field's slot cannot be typed into ('' when it can): not shown, or shown disabled. */
async function unusable(slot: Locator): Promise<string> {
  if (!(await slot.isVisible())) return (await slot.count()) ? 'hidden' : 'not in the form';
  const enabled = await slot
    .locator('input:not([type="hidden"]):not([hidden]), [role="spinbutton"]')
    .first()
    .isEnabled()
    .catch(() => false);
  return enabled ? '' : 'disabled';
}

/** One run of the probes over a form: each outcome, the fields probed and skipped, the probes that found no field. */
export interface ProbeRun {
  outcomes: TypedOutcome[];
  probed: string[];
  skipped: string[];
  /** Probes the form has fields for, none of which could be typed into. */
  unreached: Probe[];
  /** The slots left holding a typed value that is wrong: the save must mark each. */
  leftWrong: Set<string>;
}

const isDate = (field: FormFieldCase) => field.entry === 'date' || field.entry === 'datetime';

/** Runs every probe on the form shown; returns what came of it (the caller asserts). */
export async function probeTypedValues(page: Page, form: Locator, fc: FormCase): Promise<ProbeRun> {
  const run: ProbeRun = { outcomes: [], probed: [], skipped: [], unreached: [], leftWrong: new Set() };
  const slotOf = (name: string) => form.locator(`[data-field="${name}"]`).first();
  const candidates = fc.fields.filter((field) => field.entry === 'number' || isDate(field));
  const open = new Set<string>();
  for (const field of candidates) {
    const why = await unusable(slotOf(field.name));
    if (why) run.skipped.push(`${field.label}: ${why}`);
    else open.add(field.name);
  }
  run.probed = candidates.filter((field) => open.has(field.name)).map((field) => field.label);
  const reach = (probe: Probe, fields: FormFieldCase[]) => {
    if (fields.length && !fields.some((field) => open.has(field.name))) run.unreached.push(probe);
    return fields.filter((field) => open.has(field.name));
  };

  const numbers = candidates.filter((field) => field.entry === 'number');
  for (const probe of ['a minus', 'a letter', 'an exponent'] as const)
    reach(
      probe,
      numbers.filter((field) => numberProbes(field).some((p) => p.probe === probe)),
    );
  for (const field of numbers.filter((f) => open.has(f.name))) {
    const slot = slotOf(field.name);
    const input = slot.locator('input').first();
    for (const { probe, typed } of numberProbes(field)) {
      await input.fill('');
      await input.pressSequentially(typed);
      await input.press('Tab');
      run.outcomes.push({ field: field.label, name: field.name, probe, typed, shown: await input.inputValue(), message: await settledMessage(page, slot) });
    }
    run.leftWrong.add(field.name);
  }

  const dates = candidates.filter(isDate);
  for (const field of reach('an impossible date', dates)) {
    const slot = slotOf(field.name);
    await typeDate(page, slot, `20270231${field.entry === 'datetime' ? '1000' : ''}`);
    const outcome = { field: field.label, name: field.name, probe: 'an impossible date' as const, typed: '2027. 02. 31.', shown: await segmentsOf(slot) };
    run.outcomes.push({ ...outcome, message: await settledMessage(page, slot) });
    run.leftWrong.add(field.name);
  }

  const ends = dates.filter((field) => dates.some((start) => start.name === field.after));
  const startOf = (end: FormFieldCase) => dates.find((field) => field.name === end.after)!;
  const pairs = reach('an end before its start', ends).filter((end) => open.has(startOf(end).name));
  if (ends.some((end) => open.has(end.name)) && !pairs.length) run.unreached.push('an end before its start');
  for (const end of pairs) {
    const start = startOf(end);
    const [startSlot, endSlot] = [slotOf(start.name), slotOf(end.name)];
    const time = (field: FormFieldCase) => (field.entry === 'datetime' ? '1000' : '');
    await typeDate(page, startSlot, `20270310${time(start)}`);
    await typeDate(page, endSlot, `20270301${time(end)}`);
    run.leftWrong.delete(start.name);
    const outcome = { field: end.label, name: end.name, probe: 'an end before its start' as const, typed: '2027. 03. 01.', shown: await segmentsOf(endSlot) };
    run.outcomes.push({ ...outcome, message: await settledMessage(page, endSlot) });
  }
  return run;
}

/**
 * Waits until the form shows the fields it shows from the start (a form renders its fields a few at a time, and
 * again once its settings arrive), at most 10 s: a field still hidden then is counted as skipped.
 */
async function shown(page: Page, form: Locator, fields: FormFieldCase[]) {
  await page.waitForLoadState('networkidle');
  const always = fields.filter((field) => !field.conditional);
  for (const started = Date.now(); Date.now() - started < 10_000; await page.waitForTimeout(200)) {
    const visible = await Promise.all(always.map((field) => form.locator(`[data-field="${field.name}"]`).first().isVisible()));
    if (visible.every(Boolean)) return;
  }
}

export function typedValueChecks(c: SectionCase, fc: FormCase | undefined, ctx: TypedValueContext): void {
  if (!c.create || !fc) return;
  const kinds = fc.fields.filter((field) => field.entry === 'number' || isDate(field));
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
    await shown(page, form, kinds);
    await fillRequired(
      page,
      form,
      fc,
      kinds.map((field) => field.name),
    );
    const posts = () => s.sent('POST', new RegExp(`^${escape(fc.apiBase)}$`)).length;
    const before = posts();
    const run = await probeTypedValues(page, form, fc);
    await ui.save(form).last().click();
    await page.waitForTimeout(500);
    console.log(
      `typed values, ${c.id}: ${run.probed.length} of ${kinds.length} fields probed (${run.outcomes.length} probes), ${run.skipped.length} skipped${run.skipped.length ? ` (${run.skipped.join(', ')})` : ''}`,
    );
    const wrong = run.outcomes.map((outcome) => ({ ...outcome, verdict: verdict(outcome) })).filter((outcome) => outcome.verdict);
    for (const outcome of wrong) console.log(`  ${outcome.field}, ${outcome.probe} ('${outcome.typed}'): ${outcome.verdict}`);
    expect(run.unreached, 'probes that found none of their fields shown').toEqual([]);
    expect(run.outcomes.length, 'probes run').toBeGreaterThan(0);
    expect(wrong, JSON.stringify(wrong)).toEqual([]);
    const marked = await invalidSlots(form);
    // A field the last probe left as typed (not refused, emptied) holds a wrong value: the save marks it.
    const stillHeld = [...run.leftWrong].filter((name) => {
      const last = run.outcomes.findLast((outcome) => outcome.name === name);
      return last !== undefined && kept(last);
    });
    expect(
      stillHeld.filter((name) => !marked.includes(name)),
      'fields holding a wrong typed value the save did not mark',
    ).toEqual([]);
    expect(posts(), 'a save with them sent the form').toBe(before);
  });
}
