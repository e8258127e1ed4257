// Issue 34, point 6: the shared 'typed values' check over every number, date and date-pair field of every new
// form (form-cases.ts), its line editors' first lines included, on one visit of the form:
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
import { fillField, fillRequired } from './fill-form';
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
  /** The fields (and line cells) probed, and those skipped with why. */
  probed: string[];
  skipped: string[];
  /** Probes the form has fields for, none of which could be typed into. */
  unreached: Probe[];
  /** Where each field is, by the outcome's name: the save must mark those left holding a wrong typed value. */
  where: Map<string, Locator>;
  leftWrong: Set<string>;
}

const isDate = (field: FormFieldCase) => field.entry === 'date' || field.entry === 'datetime';
const isTyped = (field: FormFieldCase) => field.entry === 'number' || isDate(field);

/** A field to probe: a slot of the form, or a cell of a line editor's first line. */
interface Target {
  field: FormFieldCase;
  /** The outcome's name and label: the field's, or '<lines>.0.<cell>' and '<Lines>, 1. sor: <Cell>'. */
  name: string;
  label: string;
  slot: Locator;
  /** The targets of the same form or line, by field name (where an end finds its start). */
  siblings: () => Target[];
}

/** The cells of a line editor's first line (one is added, and filled, where it has none). */
async function cellTargets(page: Page, form: Locator, lines: FormFieldCase): Promise<Target[]> {
  const slot = form.locator(`[data-field="${lines.name}"]`).first();
  const row = slot.locator('[role="group"][aria-label$=" sor"]').first();
  if ((await slot.isVisible()) && !(await row.count())) await fillField(page, form, lines);
  const targets: Target[] = (lines.cells ?? []).map((cell) => ({
    field: cell,
    name: `${lines.name}.0.${cell.name}`,
    label: `${lines.label}, 1. sor: ${cell.label}`,
    slot: row.locator('.line-editor__cell').filter({ has: page.locator('.field__label', { hasText: new RegExp(`^${escape(cell.label)}( \\*)?$`) }) }),
    siblings: () => targets,
  }));
  return targets;
}

async function probeNumber(page: Page, target: Target, run: ProbeRun) {
  const input = target.slot.locator('input').first();
  for (const { probe, typed } of numberProbes(target.field)) {
    await input.fill('');
    await input.pressSequentially(typed);
    await input.press('Tab');
    const outcome = { field: target.label, name: target.name, probe, typed, shown: await input.inputValue() };
    run.outcomes.push({ ...outcome, message: await settledMessage(page, target.slot) });
  }
  run.leftWrong.add(target.name);
}

async function probeImpossibleDate(page: Page, target: Target, run: ProbeRun) {
  await typeDate(page, target.slot, `20270231${target.field.entry === 'datetime' ? '1000' : ''}`);
  const outcome = { field: target.label, name: target.name, probe: 'an impossible date' as const, typed: '2027. 02. 31.', shown: await segmentsOf(target.slot) };
  run.outcomes.push({ ...outcome, message: await settledMessage(page, target.slot) });
  run.leftWrong.add(target.name);
}

async function probePair(page: Page, start: Target, end: Target, run: ProbeRun) {
  const time = (target: Target) => (target.field.entry === 'datetime' ? '1000' : '');
  await typeDate(page, start.slot, `20270310${time(start)}`);
  await typeDate(page, end.slot, `20270301${time(end)}`);
  run.leftWrong.delete(start.name);
  const outcome = { field: end.label, name: end.name, probe: 'an end before its start' as const, typed: '2027. 03. 01.', shown: await segmentsOf(end.slot) };
  run.outcomes.push({ ...outcome, message: await settledMessage(page, end.slot) });
}

/** Runs every probe on the form shown, its line editors' first lines included; returns what came of it (the caller asserts). */
export async function probeTypedValues(page: Page, form: Locator, fc: FormCase): Promise<ProbeRun> {
  const run: ProbeRun = { outcomes: [], probed: [], skipped: [], unreached: [], where: new Map(), leftWrong: new Set() };
  const own: Target[] = fc.fields.filter(isTyped).map((field) => ({
    field,
    name: field.name,
    label: field.label,
    slot: form.locator(`[data-field="${field.name}"]`).first(),
    siblings: () => own,
  }));
  const targets = [...own];
  for (const lines of fc.fields.filter((field) => field.cells?.length)) targets.push(...(await cellTargets(page, form, lines)));
  const open = new Set<Target>();
  for (const target of targets) {
    const why = await unusable(target.slot);
    if (why) run.skipped.push(`${target.label}: ${why}`);
    else {
      open.add(target);
      run.probed.push(target.label);
      run.where.set(target.name, target.slot);
    }
  }
  /** The targets of a probe that can be typed into; a probe with targets, none of them open, is unreached. */
  const reach = (probe: Probe, candidates: Target[]) => {
    const reached = candidates.filter((target) => open.has(target));
    if (candidates.length && !reached.length) run.unreached.push(probe);
    return reached;
  };
  const numbers = targets.filter((target) => target.field.entry === 'number');
  for (const probe of ['a minus', 'a letter', 'an exponent'] as const)
    reach(
      probe,
      numbers.filter((target) => numberProbes(target.field).some((p) => p.probe === probe)),
    );
  for (const target of numbers.filter((t) => open.has(t))) await probeNumber(page, target, run);

  const dates = targets.filter((target) => isDate(target.field));
  for (const target of reach('an impossible date', dates)) await probeImpossibleDate(page, target, run);

  const startOf = (end: Target) => end.siblings().find((target) => target.field.name === end.field.after && isDate(target.field));
  const ends = dates.filter((end) => startOf(end));
  const pairs = ends.filter((end) => open.has(end) && open.has(startOf(end)!));
  if (ends.length && !pairs.length) run.unreached.push('an end before its start');
  for (const end of pairs) await probePair(page, startOf(end)!, end, run);
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
  const kinds = fc.fields.filter(isTyped);
  const count = kinds.length + fc.fields.reduce((sum, field) => sum + (field.cells?.length ?? 0), 0);
  if (!count) return;
  it(`new: typed values (${count} number and date fields, line cells included) are kept or refused with a message, never changed silently or sent`, async () => {
    const s = ctx.session();
    const { page } = s;
    await s.goto(fc.create);
    const form = page
      .locator('main form')
      .filter({ has: ui.save(page) })
      .first();
    await ui.save(form).last().waitFor();
    await shown(page, form, fc.fields);
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
    // The form answers at once: its fields marked, or (wrongly) the request; a moment more for a late request.
    for (const started = Date.now(); Date.now() - started < 4_000 && posts() === before; await page.waitForTimeout(100)) {
      if (await form.locator('[aria-invalid="true"]').count()) break;
    }
    await page.waitForTimeout(300);
    console.log(
      `typed values, ${c.id}: ${run.probed.length} of ${run.probed.length + run.skipped.length} fields probed (${run.outcomes.length} probes), ${run.skipped.length} skipped${run.skipped.length ? ` (${run.skipped.join(', ')})` : ''}`,
    );
    if (run.skipped.some((why) => why.endsWith('not in the form'))) {
      const slots = await page.locator('main [data-field]').evaluateAll((found) => found.map((slot) => slot.getAttribute('data-field')).join(', '));
      console.log(`  at ${page.url()}, ${await page.locator('main form').count()} forms; the slots shown: ${slots}`);
    }
    const wrong = run.outcomes.map((outcome) => ({ ...outcome, verdict: verdict(outcome) })).filter((outcome) => outcome.verdict);
    for (const outcome of wrong) console.log(`  ${outcome.field}, ${outcome.probe} ('${outcome.typed}'): ${outcome.verdict}`);
    expect(run.unreached, 'probes that found none of their fields shown').toEqual([]);
    expect(run.outcomes.length, 'probes run').toBeGreaterThan(0);
    expect(wrong, JSON.stringify(wrong)).toEqual([]);
    // A field the last probe left as typed (not refused, emptied) holds a wrong value: the save marks it.
    const unmarked = [];
    for (const name of run.leftWrong) {
      const last = run.outcomes.findLast((outcome) => outcome.name === name);
      const slot = run.where.get(name);
      if (!last || !kept(last) || !slot) continue;
      if (!(await slot.locator('[aria-invalid="true"], [data-invalid]').count())) unmarked.push(last.field);
    }
    expect(unmarked, 'fields holding a wrong typed value the save did not mark').toEqual([]);
    expect(posts(), 'a save with them sent the form').toBe(before);
  });
}
