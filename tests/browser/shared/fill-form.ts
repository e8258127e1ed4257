// Fills a record form until its save reaches the server (issue 34, point 6): every required field, choosers
// included, from the spec's request example of the section's create call (form-cases.ts), then, as long as
// the form still marks fields as wrong (a field required by another's value, by the settings, a line editor
// that needs a line), those too, with other candidate values on later rounds. Only the form's own controls
// are used, found in each field's slot (`data-field`), as a user would fill them; nothing is set behind the form.
import type { Locator, Page } from 'playwright-core';
import { shown } from '../waits';
import type { FormCase, FormFieldCase } from './form-cases';

const SAMPLE_PDF = { name: 'minta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%minta\n') };

/** Dates the pinned clock (2026-11-23) lets a form take: a near-future start, its end after it, then further out. */
const DATES = ['2026-12-01', '2027-01-11', '2026-10-05'];
const ENDS = ['2026-12-15', '2027-01-25', '2026-10-20'];

const digits = (text: string) => text.replace(/\D/g, '');
const pick = <T>(candidates: readonly T[], round: number): T => candidates[Math.min(round, candidates.length - 1)]!;

function dateText(field: FormFieldCase | undefined, round: number, segments: number): string {
  const example = typeof field?.example === 'string' && round === 0 ? field.example : undefined;
  const day = example?.slice(0, 10) ?? pick(field?.after ? ENDS : DATES, round);
  const time = example && example.length > 10 ? example.slice(11, 16) : field?.after ? '10:00' : '09:00';
  if (segments === 2) return digits(day.slice(0, 7));
  return segments >= 5 ? digits(`${day}${time}`) : digits(day);
}

function numberText(field: FormFieldCase | undefined, round: number): string {
  const example = field?.example;
  if (round === 0 && typeof example === 'number') return String(example).replace('.', ',');
  const low = field?.minimum ?? 1;
  const candidate = Math.max(low, pick([10, 1, 100], round));
  return String(field?.maximum !== undefined ? Math.min(candidate, field.maximum) : candidate);
}

/** A value of the shape a text field's name, label or type asks for, where the spec's example gives none. */
function shapedText(name: string, type: string | null, label: string): string | undefined {
  const said = `${name} ${label}`;
  if (type === 'email' || /email|e-mail/i.test(said)) return 'minta.anna@tankerulet.hu';
  if (type === 'tel' || /phone|telefon/i.test(said)) return '+36 1 234 5678';
  if (/zip|postal|irsz|irányítószám/i.test(said)) return '1051';
  // A person's tax id (adóazonosító jel) is ten digits; a company's tax number (adószám) has its dashes.
  if (/adóazonosító/i.test(label)) return '8123456789';
  if (/tax|adószám/i.test(said)) return '12345678-2-42';
  if (/bank|account|bankszámla/i.test(said)) return '11773016-11111018';
  if (type === 'url' || /url|website/i.test(said)) return 'https://tankerulet.hu';
  // A time of day typed as text (a line's start and end, an event's time): 'HH:mm', the end after the start.
  if (/time|időpont|kezdés|befejezés|indulás|érkezés/i.test(said)) return /end|befejezés|érkezés/i.test(said) ? '16:00' : '08:00';
  return undefined;
}

function textFor(field: FormFieldCase | undefined, part: string | null, round: number, type: string | null, label: string): string {
  const example = field?.example;
  const value = part && example && typeof example === 'object' ? (example as Record<string, unknown>)[part] : example;
  if (round === 0 && (typeof value === 'string' || typeof value === 'number') && String(value) !== '') return String(value);
  return shapedText(`${field?.name ?? ''} ${part ?? ''}`, type, label) ?? `Minta ${field?.label ?? part ?? 'szöveg'}`;
}

/** Resolves once `done()` holds, or after `timeout` ms (checked in Node, without a trip to the page). */
async function until(done: () => boolean, timeout: number): Promise<void> {
  for (const end = Date.now() + timeout; !done() && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** What one fill of a form did: the fields it filled (by slot name), and those whose typed text it had to replace. */
export interface FillReport {
  filled: Set<string>;
  rounds: number;
}

/**
 * The first spinbutton of each date field in `scope` (a day, a month, a time), with how many segments it has
 * and whether a user can type into it: the segments of one field share their group.
 */
async function dateFields(scope: Locator) {
  return scope.evaluate((root) => {
    const spins = [...root.querySelectorAll('[role="spinbutton"]')];
    const fields: { index: number; segments: number; empty: boolean; invalid: boolean; usable: boolean; group: Element | null }[] = [];
    spins.forEach((spin, index) => {
      const group = spin.closest('[role="group"]');
      const last = fields.at(-1);
      const empty = !spin.hasAttribute('aria-valuenow');
      const invalid =
        spin.getAttribute('aria-invalid') === 'true' || group?.getAttribute('aria-invalid') === 'true' || (group?.closest('[data-invalid]') ?? null) !== null;
      if (last && last.group === group) {
        last.segments += 1;
        last.empty ||= empty;
        last.invalid ||= invalid;
      } else {
        const box = spin.getBoundingClientRect();
        const usable = box.width > 0 && box.height > 0 && getComputedStyle(spin).visibility !== 'hidden' && spin.getAttribute('aria-disabled') !== 'true';
        fields.push({ index, segments: 1, empty, invalid, usable, group });
      }
    });
    return fields.map(({ index, segments, empty, invalid, usable }) => ({ index, segments, empty, invalid, usable }));
  });
}

/** What the fill needs to know of each control `controls` matches, read in one trip: shown, usable, marked wrong, its value. */
const controlStates = (controls: Locator) =>
  controls.evaluateAll((elements) =>
    elements.map((element) => {
      const input = element as HTMLInputElement;
      const box = element.getBoundingClientRect();
      const disabled = input.disabled === true || element.closest('[aria-disabled="true"], fieldset:disabled') !== null;
      return {
        role: element.getAttribute('role'),
        visible: box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden',
        enabled: !disabled,
        editable: !disabled && !input.readOnly && element.getAttribute('aria-readonly') !== 'true',
        invalid: element.getAttribute('aria-invalid') === 'true',
        value: input.value ?? '',
        mode: element.getAttribute('inputmode'),
        part: element.getAttribute('name')?.split('.').at(-1) ?? null,
        type: element.getAttribute('type'),
        // The text of its own label (a part of an address, a line's cell), as a user reads it.
        label: input.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? '',
      };
    }),
  );

async function chooseFirst(page: Page, box: Locator, field: FormFieldCase | undefined, round: number) {
  await box.click();
  const listbox = page.getByRole('listbox').last();
  if (!(await listbox.isVisible())) await box.press('ArrowDown');
  const wanted = field?.enumLabels && typeof field.example === 'string' && round === 0 ? field.enumLabels[field.example] : undefined;
  const options = listbox.getByRole('option');
  await shown(options.first(), { timeout: 8_000 });
  // The options' texts in one trip: the wanted one (as hasText matches: any case, spaces collapsed), else the round's.
  const texts = await options.evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').toLowerCase()));
  const wantedAt = wanted ? texts.findIndex((text) => text.includes(wanted.replace(/\s+/g, ' ').trim().toLowerCase())) : -1;
  await options.nth(wantedAt >= 0 ? wantedAt : Math.min(round, texts.length - 1)).click();
  await shown(listbox, { state: 'hidden', timeout: 3_000 }).catch(() => undefined);
}

const TEXT_INPUTS = 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], textarea';

/**
 * Fills the controls of one slot (or of one line of a line editor) that are empty, or all of them marked wrong.
 * Their states are read once per kind, and again after each control filled (filling one may show, hide or fill another).
 */
async function fillControls(page: Page, scope: Locator, field: FormFieldCase | undefined, round: number, force: boolean): Promise<boolean> {
  let filled = false;
  const files = scope.locator('input[type="file"]');
  let dates = await dateFields(scope);
  if (await files.count()) {
    await files.first().setInputFiles(SAMPLE_PDF);
    filled = true;
    dates = await dateFields(scope);
  }
  for (let i = 0; i < dates.length; i++) {
    const date = dates[i];
    if (!date || (!date.empty && !(force && date.invalid)) || !date.usable) continue;
    await scope.locator('[role="spinbutton"]').nth(date.index).click();
    await page.keyboard.type(dateText(field, round, date.segments));
    filled = true;
    dates = await dateFields(scope);
  }
  const boxes = scope.getByRole('combobox');
  let boxStates = await controlStates(boxes);
  for (let i = 0, count = boxStates.length; i < count; i++) {
    const box = boxStates[i];
    if (!box || !box.visible || !box.enabled || (box.value !== '' && !(force && box.invalid))) continue;
    await chooseFirst(page, boxes.nth(i), field, round);
    filled = true;
    boxStates = await controlStates(boxes);
  }
  const inputs = scope.locator(TEXT_INPUTS);
  let inputStates = await controlStates(inputs);
  for (let i = 0, count = inputStates.length; i < count; i++) {
    const input = inputStates[i];
    if (!input || input.role === 'combobox' || !input.visible || !input.editable || (input.value !== '' && !(force && input.invalid))) continue;
    const value =
      input.mode === 'numeric' || input.mode === 'decimal'
        ? numberText(field, round)
        : textFor(field, input.part === field?.name ? null : input.part, round, input.type, input.label);
    await inputs.nth(i).fill(value);
    await inputs.nth(i).press('Tab');
    filled = true;
    inputStates = await controlStates(inputs);
  }
  return filled;
}

/** A line editor's slot: adds a line where it has none (or it is marked wrong) and fills the last line's controls. */
async function fillLines(page: Page, slot: Locator, field: FormFieldCase | undefined, round: number): Promise<boolean> {
  const rows = slot.locator('[role="group"][aria-label$=" sor"]');
  if ((await rows.count()) === 0) {
    const add = slot.getByRole('button', { name: /^(\+ )?Új/ }).first();
    if (!(await add.isVisible())) return false;
    await add.click();
    await rows.first().waitFor({ timeout: 3_000 });
  }
  const example = Array.isArray(field?.example) ? (field.example[0] as Record<string, unknown> | undefined) : undefined;
  let filled = false;
  for (const row of await rows.all()) {
    const cells = row.locator('[data-field]');
    if ((await cells.count()) === 0) filled = (await fillControls(page, row, undefined, round, true)) || filled;
    for (const cell of await cells.all()) {
      const name = (await cell.getAttribute('data-field')) ?? '';
      const cellField = example
        ? ({ name, label: name, entry: 'text', required: false, conditional: false, example: example[name], integer: false } as FormFieldCase)
        : undefined;
      filled = (await fillControls(page, cell, cellField, round, true)) || filled;
    }
  }
  return filled;
}

async function fillSlot(page: Page, form: Locator, name: string, field: FormFieldCase | undefined, round: number, force: boolean): Promise<boolean> {
  const slot = form.locator(`[data-field="${name}"]`).first();
  if (!(await slot.isVisible())) return false;
  if (
    await slot
      .locator('[role="group"][aria-label$=" sor"]')
      .or(slot.getByRole('button', { name: /^(\+ )?Új/ }))
      .count()
  )
    return fillLines(page, slot, field, round);
  if (field?.entry === 'boolean') {
    // A yes/no field is complete either way: ticked only where the form says it must be (a consent).
    if (!force) return false;
    // react-aria's checkbox input is visually hidden: its label is what a user clicks.
    if (!(await slot.getByRole('checkbox').first().isChecked())) await slot.locator('label').first().click();
    return true;
  }
  return fillControls(page, slot, field, round, force);
}

/** The slots of `form` holding a field marked wrong (outermost slots only: a line editor's cells are its own). */
export async function invalidSlots(form: Locator): Promise<string[]> {
  return form.evaluate((root) => {
    const names = new Set<string>();
    for (const bad of root.querySelectorAll('[aria-invalid="true"], [data-invalid="true"], [data-invalid=""]')) {
      let slot = bad.closest('[data-field]');
      while (slot?.parentElement?.closest('[data-field]')) slot = slot.parentElement.closest('[data-field]');
      const name = slot?.getAttribute('data-field');
      if (name) names.add(name);
    }
    return [...names];
  });
}

/** Fills one field of `form` (a line editor: adds a line and fills it) from the spec's example, as the first round does. */
export const fillField = (page: Page, form: Locator, field: FormFieldCase) => fillSlot(page, form, field.name, field, 0, false);

/** Fills the required fields `form` shows from the start, but the slots in `keep`, from the spec's example; returns those filled. */
export async function fillRequired(page: Page, form: Locator, fc: FormCase, keep: readonly string[] = []): Promise<Set<string>> {
  const filled = new Set<string>();
  for (const field of fc.fields) {
    if (!field.required || field.conditional || keep.includes(field.name)) continue;
    if (await fillSlot(page, form, field.name, field, 0, false)) filled.add(field.name);
  }
  return filled;
}

/**
 * Fills `form` (the new form of `fc`) and presses its save until `sent()` says the request went out, at most
 * four rounds. The first round fills the required fields; each later one the fields the form marks wrong.
 * `keep`: slots the caller typed into, left alone unless the form refuses them (then they are in the report's filled).
 */
export async function fillUntilSent(page: Page, form: Locator, fc: FormCase, sent: () => boolean, keep: readonly string[] = []): Promise<FillReport> {
  const byName = new Map(fc.fields.map((field) => [field.name, field]));
  const filled = await fillRequired(page, form, fc, keep);
  const save = form.getByRole('button', { name: 'Mentés', exact: true }).last();
  for (let round = 0; round < 4; round++) {
    await save.click();
    // The form answers at once: the request, or its fields marked wrong (then the request is waited for a moment
    // longer: a mark of the round before may not have cleared yet when the request is on its way).
    const marked = form
      .evaluate(
        (root) =>
          new Promise<boolean>((resolve) => {
            const end = Date.now() + 4_000;
            const check = () => (root.querySelector('[aria-invalid="true"]') ? resolve(true) : Date.now() > end ? resolve(false) : setTimeout(check, 50));
            check();
          }),
      )
      .then(
        (found) => (found ? until(sent, 300) : undefined),
        () => undefined,
      );
    await Promise.race([until(sent, 4_000), marked]);
    if (sent()) return { filled, rounds: round + 1 };
    for (const name of await invalidSlots(form)) if (await fillSlot(page, form, name, byName.get(name), round + 1, true)) filled.add(name);
  }
  return { filled, rounds: 4 };
}
