// Issue 34, point 6: the shared 'typed values' check over every number, date and date-pair field of every new
// form and every edit form (form-cases.ts), its line editors' first lines included, on one visit of the form:
//
//   expectNewFormTypedValues(s, form, formCase, title)   (a step of the new form's server-path check)
//   editTypedValueChecks(c, editFormCase, { session: () => s, details: () => detailsOf(c, s), newForm })
//
// A new form comes filled by the server-path check (server-path.ts: every required field, its save gone out), so
// only the typed values can keep its save from going out; an edit form starts from the saved record. Then:
// - a number field: a minus (where the schema's minimum forbids it), a letter, an exponent;
// - a date (or date-time) field: an impossible day, 2027. 02. 31., which must say 'Nem létező dátum';
// - an end field (x-after) before its start.
// An edit form shows the new form's fields under the same rules: the fields the new form's check probes one by one
// are stood for on the edit form by one open field of each kind and one start/end pair (its line editors by the new
// form's first line); the fields only the edit form has are probed one by one.
// Each is left with Tab; it must then be kept as typed, or refused (the field emptied), and either way its field
// says why in section 5's words (never changed to another value, never silent). The form, saved with them, marks
// each field still holding one and sends nothing (no POST of a new record, no PUT or PATCH of an edited one). A
// field the form does not show (or lets no one type into) is counted as skipped and printed; a probe none of whose
// fields can be typed into fails. Each probe is typed into all its fields, one after the other, and what they show
// and say is read in one go (slot-reads.ts).
// The pure rules are unit-tested in tests/unit/browser-values.test.ts.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from '../runner';
import { MESSAGES } from '@/generated/validators/helpers';
import type { StaffSession } from '../staff';
import { fillField } from './fill-form';
import type { EditFormCase, FormCase, FormFieldCase } from './form-cases';
import { escape, openEditForm, ui } from './locators';
import { readSlots, saved, slotsShown, unusable, type SlotPath } from './slot-reads';
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

async function typeNumber(page: Page, slot: Locator, typed: string) {
  // What the field holds (the probe before, a default) is selected and typed over, as a user replaces it.
  await slot.locator('input').first().selectText();
  await page.keyboard.type(typed);
  await page.keyboard.press('Tab');
}

/** One run of the probes over a form: each outcome, the fields probed and skipped, the probes that found no field. */
export interface ProbeRun {
  outcomes: TypedOutcome[];
  /** The fields (and line cells) probed, and those skipped with why. */
  probed: string[];
  skipped: string[];
  /** Fields another check probes one by one, left to the one of their kind probed here. */
  standingIn: string[];
  /** Probes the form has fields for, none of which could be typed into. */
  unreached: Probe[];
  /** Where each field is, by the outcome's name: the save must mark those left holding a wrong typed value. */
  where: Map<string, SlotPath>;
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
  path: SlotPath;
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
    path: { field: lines.name, cell: cell.label },
    siblings: () => targets,
  }));
  return targets;
}

/** One probe typed into one field (and left): what the field shows and says is read with the others of its group. */
interface Typed {
  target: Target;
  probe: Probe;
  typed: string;
}

/** Reads, in one go, what each field of a group typed and left shows and says. */
async function record(form: Locator, run: ProbeRun, group: Typed[], segments: boolean) {
  if (!group.length) return;
  const paths = group.map(({ target }) => target.path);
  const reads = await readSlots(form, paths, segments);
  group.forEach(({ target, probe, typed }, index) => {
    const { shown, message } = reads[index]!;
    run.outcomes.push({ field: target.label, name: target.name, probe, typed, shown, message });
  });
}

const time = (target: Target) => (target.field.entry === 'datetime' ? '1000' : '');

async function probeNumbers(page: Page, form: Locator, numbers: Target[], run: ProbeRun) {
  for (const kind of ['a minus', 'a letter', 'an exponent'] as const) {
    const group = numbers.flatMap((target) => numberProbes(target.field).flatMap(({ probe, typed }) => (probe === kind ? [{ target, probe, typed }] : [])));
    for (const { target, typed } of group) await typeNumber(page, target.slot, typed);
    await record(form, run, group, false);
  }
  for (const target of numbers) run.leftWrong.add(target.name);
}

async function probeImpossibleDates(page: Page, form: Locator, dates: Target[], run: ProbeRun) {
  for (const target of dates) await typeDate(page, target.slot, `20270231${time(target)}`);
  const group = dates.map((target): Typed => ({ target, probe: 'an impossible date', typed: '2027. 02. 31.' }));
  await record(form, run, group, true);
  for (const target of dates) run.leftWrong.add(target.name);
}

/** Each end typed before its start: its message is read once both were typed and left. */
async function probePairs(page: Page, form: Locator, pairs: { start: Target; end: Target }[], run: ProbeRun) {
  for (const { start, end } of pairs) {
    await typeDate(page, start.slot, `20270310${time(start)}`);
    await typeDate(page, end.slot, `20270301${time(end)}`);
    run.leftWrong.delete(start.name);
  }
  const group = pairs.map(({ end }): Typed => ({ target: end, probe: 'an end before its start', typed: '2027. 03. 01.' }));
  await record(form, run, group, true);
}

/**
 * A field's rules as the probes read them: two fields with the same name and rules are checked the same way by
 * the one validation model, whichever form of the section shows them.
 */
const rulesOf = (field: FormFieldCase): string =>
  JSON.stringify([field.name, field.entry, field.minimum, field.maximum, field.integer, field.after, field.cells?.map(rulesOf)]);

/** The rules of the new form's fields its typed-values check probes (line editors and their cells too), where it has that check. */
export const probedOnNewForm = (fc: FormCase | undefined): Set<string> =>
  new Set(
    fc && typedCount(fc)
      ? fc.fields
          .filter((field) => isTyped(field) || field.cells?.length)
          .flatMap((field) => [field, ...(field.cells ?? [])])
          .map(rulesOf)
      : [],
  );

/**
 * Of the open targets another check probes one by one: a start/end pair, then one of each kind (number, date,
 * date-time) not yet among them, a number whose schema forbids negatives first (it takes all three number probes).
 */
function standInsOf(all: Target[], open: Set<Target>, covered: (field: FormFieldCase) => boolean, startOf: (end: Target) => Target | undefined): Set<Target> {
  const candidates = all.filter((target) => covered(target.field) && open.has(target));
  const chosen = new Set<Target>();
  const pairEnd = candidates.find((end) => isDate(end.field) && candidates.some((start) => start === startOf(end)));
  if (pairEnd) chosen.add(pairEnd).add(startOf(pairEnd)!);
  const unsigned = (target: Target) => (target.field.minimum !== undefined && target.field.minimum >= 0 ? 0 : 1);
  for (const target of [...candidates].sort((a, b) => unsigned(a) - unsigned(b)))
    if (![...chosen].some((other) => other.field.entry === target.field.entry)) chosen.add(target);
  return chosen;
}

/**
 * Runs every probe on the form shown, its line editors' first lines included; returns what came of it (the caller
 * asserts). `standIns`: the rules of fields another check probes field by field (the new form's); of those only one
 * open field of each kind, and one start/end pair, is probed here, to show this form checks them the same way.
 */
export async function probeTypedValues(page: Page, form: Locator, fc: Pick<FormCase, 'fields'>, standIns = new Set<string>()): Promise<ProbeRun> {
  const run: ProbeRun = { outcomes: [], probed: [], skipped: [], unreached: [], standingIn: [], where: new Map(), leftWrong: new Set() };
  const covered = (field: FormFieldCase) => standIns.has(rulesOf(field));
  // A line editor the new form's check probed cell by cell is left out (its first line there is checked as here),
  // unless the form has no other field to probe: then its cells stand for the rest like the form's own fields.
  const coveredLines = fc.fields.filter((field) => field.cells?.length && covered(field));
  const others = fc.fields.filter((field) => isTyped(field) || (field.cells?.length && !covered(field)));
  const fields = fc.fields.filter((field) => !coveredLines.includes(field) || (!others.length && field === coveredLines[0]));
  const own: Target[] = fields.filter(isTyped).map((field) => ({
    field,
    name: field.name,
    label: field.label,
    slot: form.locator(`[data-field="${field.name}"]`).first(),
    path: { field: field.name },
    siblings: () => own,
  }));
  const all = [...own];
  for (const lines of fields.filter((field) => field.cells?.length)) all.push(...(await cellTargets(page, form, lines)));
  const open = new Set<Target>();
  const why = new Map<Target, string>();
  for (const target of all) {
    const unfit = await unusable(target.slot);
    if (unfit) why.set(target, unfit);
    else open.add(target);
  }
  const startOf = (end: Target) => end.siblings().find((target) => target.field.name === end.field.after && isDate(target.field));
  const standing = standInsOf(all, open, covered, startOf);
  const targets = all.filter((target) => !covered(target.field) || standing.has(target));
  run.standingIn = all.filter((target) => !targets.includes(target)).map((target) => target.label);
  for (const target of targets) {
    const unfit = why.get(target);
    if (unfit) run.skipped.push(`${target.label}: ${unfit}`);
    else {
      run.probed.push(target.label);
      run.where.set(target.name, target.path);
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
  const openNumbers = numbers.filter((target) => open.has(target));
  await probeNumbers(page, form, openNumbers, run);

  const dates = targets.filter((target) => isDate(target.field));
  await probeImpossibleDates(page, form, reach('an impossible date', dates), run);

  const ends = dates.filter((end) => startOf(end));
  const pairs = ends.filter((end) => open.has(end) && open.has(startOf(end)!));
  if (ends.length && !pairs.length) run.unreached.push('an end before its start');
  const startsAndEnds = pairs.map((end) => ({ start: startOf(end)!, end }));
  await probePairs(page, form, startsAndEnds, run);
  return run;
}

/**
 * Waits until the form shows the fields this check fills or types into that it shows from the start (a form
 * renders its fields a few at a time), at most 10 s: a field still hidden then is counted as skipped. Optional
 * fields are not waited for: some never show (an extra fields' block without definitions).
 */
const used = (field: FormFieldCase) => !field.conditional && (field.required || isTyped(field) || Boolean(field.cells?.length));
const shown = (form: Locator, fields: FormFieldCase[]) =>
  slotsShown(
    form,
    fields.filter(used).map((field) => field.name),
  );

/**
 * The probes on a new form the server-path check has filled (every required field, its save gone out twice): only
 * the typed values can keep the save from going out now. Saved with them, it marks them and sends nothing.
 */
export async function expectNewFormTypedValues(s: StaffSession, form: Locator, fc: FormCase, title: string): Promise<void> {
  const posts = () => s.sent('POST', new RegExp(`^${escape(fc.apiBase)}$`)).length;
  const before = posts();
  const run = await probeTypedValues(s.page, form, fc);
  await saved(s.page, () => ui.save(form).last().click());
  await expectProbeRun(s.page, form, run, title);
  expect(posts(), 'a save with them sent the form').toBe(before);
}

/** How many number and date fields (line cells included) the form has for the probes. */
export const typedCount = (fc: Pick<FormCase, 'fields'>) => fc.fields.filter(isTyped).length + fc.fields.reduce((sum, field) => sum + (field.cells?.length ?? 0), 0);

/**
 * Prints what the probes reached (`title`: the check and section) and asserts on it: every probe found a field,
 * each outcome was kept or refused with section 5's words, and the save (pressed already) marked each field left
 * holding a wrong typed value.
 */
async function expectProbeRun(page: Page, form: Locator, run: ProbeRun, title: string) {
  console.log(
    `${title}: ${run.probed.length} of ${run.probed.length + run.skipped.length} fields probed (${run.outcomes.length} probes), ${run.skipped.length} skipped${run.skipped.length ? ` (${run.skipped.join(', ')})` : ''}${run.standingIn.length ? `; ${run.standingIn.length} more, probed one by one on the new form, stood for by one of their kind` : ''}`,
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
  const held = [...run.leftWrong].flatMap((name) => {
    const last = run.outcomes.findLast((outcome) => outcome.name === name);
    const path = run.where.get(name);
    return last && kept(last) && path ? [{ field: last.field, path }] : [];
  });
  const heldPaths = held.map(({ path }) => path);
  const marks = await readSlots(form, heldPaths, false, 0);
  const unmarked = held.filter((_, index) => !marks[index]!.marked).map(({ field }) => field);
  expect(unmarked, 'fields holding a wrong typed value the save did not mark').toEqual([]);
}

export interface EditTypedValueContext extends TypedValueContext {
  /** The details address of the record whose edit form is probed. */
  details: () => Promise<string>;
  /** The section's new form, where it has one: the fields its own check probes one by one. */
  newForm?: FormCase;
}

/**
 * The same probes on the section's edit form (the details' 'Szerkesztés'), from its update call's body
 * (form-cases.ts, editFormCases). The form is prefilled from the saved record, so nothing is filled first; the
 * save with the probes' values must send no update (PUT or PATCH) and mark each field left holding one.
 */
export function editTypedValueChecks(c: SectionCase, fc: EditFormCase | undefined, ctx: EditTypedValueContext): void {
  if (!c.editable || !fc) return;
  const count = typedCount(fc);
  if (!count) return;
  const standIns = probedOnNewForm(c.create ? ctx.newForm : undefined);
  const which = standIns.size ? ', those the new form’s check probes one by one stood for by one of each kind' : '';
  it(`edit: typed values (${count} number and date fields, line cells included${which}) are kept or refused with a message, never changed silently or sent`, async () => {
    const s = ctx.session();
    const { page } = s;
    await s.goto(await ctx.details());
    // The details' own heading first: the screen left (a new form with its 'Mentés') shows until they have loaded.
    await ui.heading(page, new RegExp(`^${escape(c.recordName)}: `)).waitFor();
    const form = await openEditForm(page);
    await shown(form, fc.fields);
    const updates = () => s.sent('PUT', /^\/api\//).length + s.sent('PATCH', /^\/api\//).length;
    const before = updates();
    const run = await probeTypedValues(page, form, fc, standIns);
    await saved(page, () => ui.save(form).last().click());
    await expectProbeRun(page, form, run, `typed values, edit, ${c.id}`);
    expect(updates(), 'a save with them sent an update').toBe(before);
  });
}
