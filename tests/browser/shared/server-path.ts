// Issue 34, point 6: the new form's server-path checks, on every section with a create call. Each fills the
// form until its save goes out (fill-form.ts: every required field, choosers included, from the spec's
// request example), so the path it names is the one taken, never skipped:
//
//   serverPathChecks(c, formCase, { session: () => s })
//
// - 'a 400 shows each by its field': the server refuses the save with a message per field; each shows by its
//   own field, and what was typed stays;
// - then 'a network failure keeps what was typed': the same form saved again, its request fails; the form says
//   so and keeps the input;
// - then, where the form has number or date fields, the typed-values probes (typed-values.ts) on the form as it now
//   is, every required field filled: saved with them, it marks each and sends nothing. Filling the form is most
//   of the time these take, so they share the one fill.
// Each check notes the sections where its request went out (reached()), printed by reachReport().
import { expect, it, test } from '../runner';
import type { StaffSession } from '../staff';
import { shown } from '../waits';
import { fillUntilSent } from './fill-form';
import type { FormCase } from './form-cases';
import { expectNewFormTypedValues, typedCount } from './typed-values';
import { escape, ui } from './locators';
import { slotsShown } from './slot-reads';
import type { SectionCase } from './table';

export interface ServerPathContext {
  session: () => StaffSession;
}

export const SERVER_PATH_CHECKS = ['a 400 shows each by its field', 'a network failure keeps what was typed'] as const;
type CheckName = (typeof SERVER_PATH_CHECKS)[number];
const reached = new Map<CheckName, Set<string>>(SERVER_PATH_CHECKS.map((name) => [name, new Set<string>()]));
const offered = new Set<string>();

/** Per check, the sections whose save reached the server, of those with a create call this run checked. */
export function reachReport(): { check: CheckName; reached: number; of: number; missing: string[] }[] {
  return SERVER_PATH_CHECKS.map((check) => {
    const done = reached.get(check)!;
    return { check, reached: done.size, of: offered.size, missing: [...offered].filter((id) => !done.has(id)) };
  });
}

export function printReachReport(): void {
  for (const line of reachReport()) console.log(`shared suite, new: ${line.check}: reached the server on ${line.reached} of ${line.of} sections with a create call`);
}

/** Up to three text fields the form shows, typed with `prefix`: what must stay after the save. */
async function typeMarkers(s: StaffSession, fc: FormCase, prefix: string) {
  // The form with the save, found once by its button and then held by its place among the page's forms: each
  // step inside it then finds it without asking every button of the page for its name.
  const forms = s.page.locator('main form');
  const at = await forms
    .filter({ has: ui.save(s.page) })
    .first()
    .evaluate((found) => [...document.querySelectorAll('main form')].indexOf(found as HTMLFormElement));
  const form = forms.nth(at);
  // Which slots' first textbox is shown and editable, read in one trip for all.
  const usableSlots = () =>
    form.getByRole('textbox').evaluateAll((elements) => {
      const usable = new Map<string, boolean>();
      for (const element of elements) {
        const box = element.getBoundingClientRect();
        const input = element as HTMLInputElement;
        const disabled = input.disabled === true || element.closest('[aria-disabled="true"], fieldset:disabled') !== null;
        const ok =
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          !disabled &&
          !input.readOnly &&
          element.getAttribute('aria-readonly') !== 'true';
        for (let slot = element.closest('[data-field]'); slot; slot = slot.parentElement?.closest('[data-field]') ?? null) {
          const name = slot.getAttribute('data-field') ?? '';
          if (!usable.has(name)) usable.set(name, ok);
        }
      }
      return [...usable].filter(([, ok]) => ok).map(([name]) => name);
    });
  const usable = await usableSlots();
  const typed: { name: string; label: string; text: string }[] = [];
  for (const field of fc.fields) {
    if (typed.length === 3) break;
    if (field.entry !== 'text' || field.conditional || !usable.includes(field.name)) continue;
    const text = `${prefix}: ${field.label}`;
    await form.locator(`[data-field="${field.name}"]`).getByRole('textbox').first().fill(text);
    typed.push({ name: field.name, label: field.label, text });
  }
  return { form, typed };
}

export function serverPathChecks(c: SectionCase, fc: FormCase | undefined, ctx: ServerPathContext): void {
  if (!c.create || !fc) return;
  offered.add(c.id);
  const createPath = new RegExp(`^${escape(fc.apiBase)}$`);

  const typedFields = typedCount(fc);
  const typedValues = typedFields
    ? `, then typed values (${typedFields} number and date fields, line cells included) are kept or refused with a message, never changed silently or sent`
    : '';
  // One fill serves all (filling a form is most of the time): the 400 first, then the same save again on a network failure.
  it(`new: ${SERVER_PATH_CHECKS[0]}, then ${SERVER_PATH_CHECKS[1]} and says so${typedValues} (the form filled from the spec's example until its save goes out)`, async () => {
    const s = ctx.session();
    await s.goto(fc.create);
    await shown(ui.save(s.page).last());
    // A form renders its fields a few at a time: those filled from the start are waited for (a line editor not yet
    // shown was left empty, and the save refused on it).
    await slotsShown(
      s.page
        .locator('main form')
        .filter({ has: ui.save(s.page) })
        .first(),
      fc.fields.filter((f) => f.required && !f.conditional).map((f) => f.name),
    );
    const { form, typed } = await typeMarkers(s, fc, 'Begépelt');
    // The server's messages name the typed fields, or the first required ones where none is typed into.
    const named = typed.length
      ? typed.map((t) => t.name)
      : fc.fields
          .filter((f) => f.required && !f.conditional)
          .slice(0, 3)
          .map((f) => f.name);
    const messages = Object.fromEntries(named.map((name) => [name, [`Hibás érték (${name}).`]]));
    let refused = false;
    await s.once('POST', createPath, (route) => {
      refused = true;
      return route.fulfill({ status: 400, json: messages });
    });
    const report = await fillUntilSent(
      s.page,
      form,
      fc,
      () => refused,
      typed.map((t) => t.name),
    );
    expect(refused, `the save reached the server after ${report.rounds} rounds`).toBe(true);
    reached.get(SERVER_PATH_CHECKS[0])!.add(c.id);
    for (const name of named) {
      const slot = form.locator(`[data-field="${name}"]`).first();
      await expect.poll(() => slot.locator('.field__error').allTextContents(), { message: name, timeout: 10_000 }).toContain(`Hibás érték (${name}).`);
    }
    const kept = typed.filter((t) => !report.filled.has(t.name));
    for (const t of kept) expect(await form.locator(`[data-field="${t.name}"]`).getByRole('textbox').first().inputValue(), t.label).toBe(t.text);

    // The server's messages never block the next save: it goes out again, and fails on the network.
    let failed = false;
    await s.once('POST', createPath, (route) => {
      failed = true;
      return route.abort('internetdisconnected');
    });
    await ui.save(s.page).last().click();
    await expect.poll(() => failed, { message: 'the second save went out', timeout: 10_000 }).toBe(true);
    reached.get(SERVER_PATH_CHECKS[1])!.add(c.id);
    await shown(ui.saveFailed(s.page));
    for (const t of kept) expect(await form.locator(`[data-field="${t.name}"]`).getByRole('textbox').first().inputValue(), t.label).toBe(t.text);

    if (typedFields) await test.step('typed values', () => expectNewFormTypedValues(s, form, fc, `typed values, ${c.id}`));
  });
}
