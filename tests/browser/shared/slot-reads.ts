// What the typed-values check (typed-values.ts) reads of a form, several fields in one round trip: each slot is
// found in the page as its locator finds it (the form's `[data-field]`, or a cell of a line editor's first line),
// so that typing, not reading, is what a probe costs.
import type { Locator, Page } from 'playwright-core';
import { escape } from './locators';

/** Where a field's slot is: the form's slot of `field`, or, in it, the first line's cell labelled `cell`. */
export interface SlotPath {
  field: string;
  cell?: string;
}

export interface SlotRead {
  /** Its first input's value, or (`segments`) the text of its date segments, each trimmed, joined by spaces. */
  shown: string;
  message: string;
  /** Something in it is marked wrong (aria-invalid, data-invalid). */
  marked: boolean;
}

/**
 * Reads each slot once the page has drawn, and again frame by frame (at most `bound` ms) while one of them has no
 * message yet: a field answers as it is left. A slot not found reads as empty.
 */
export function readSlots(form: Locator, paths: readonly SlotPath[], segments: boolean, bound = 3_000): Promise<SlotRead[]> {
  const where = paths.map(({ field, cell }) => ({ field, cell: cell === undefined ? undefined : `^${escape(cell)}( \\*)?$` }));
  return form.evaluate(
    async (root, { where, segments, bound }) => {
      const slotOf = ({ field, cell }: { field: string; cell?: string }): Element | null | undefined => {
        const slot = root.querySelector(`[data-field="${CSS.escape(field)}"]`);
        if (cell === undefined) return slot;
        const label = new RegExp(cell);
        const row = slot?.querySelector('[role="group"][aria-label$=" sor"]');
        const named = (element: Element) => label.test((element.textContent ?? '').replace(/\s+/g, ' ').trim());
        return [...(row?.querySelectorAll('.line-editor__cell') ?? [])].find((c) => [...c.querySelectorAll('.field__label')].some(named));
      };
      const shown = (element: Element) => !element.closest('[aria-hidden="true"]') && element.checkVisibility({ visibilityProperty: true });
      const read = (path: { field: string; cell?: string }) => {
        const slot = slotOf(path);
        const texts = (selector: string) => [...(slot?.querySelectorAll(selector) ?? [])].filter((element) => !segments || shown(element));
        return {
          shown: segments
            ? texts('[role="spinbutton"]')
                .map((spin) => (spin.textContent ?? '').trim())
                .join(' ')
            : (slot?.querySelector('input')?.value ?? ''),
          message: [...(slot?.querySelectorAll('.field__error') ?? [])]
            .map((error) => error.textContent ?? '')
            .join(' ')
            .trim(),
          marked: Boolean(slot?.querySelector('[aria-invalid="true"], [data-invalid]')),
        };
      };
      const started = performance.now();
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const reads = where.map(read);
        if (reads.every((one) => one.message) || performance.now() - started >= bound) return reads;
      }
    },
    { where, segments, bound },
  );
}

/** Why a field's slot cannot be typed into ('' when it can): not shown, or shown disabled. */
export async function unusable(slot: Locator): Promise<string> {
  if (!(await slot.isVisible())) return (await slot.count()) ? 'hidden' : 'not in the form';
  const enabled = await slot
    .locator('input:not([type="hidden"]):not([hidden]), [role="spinbutton"]')
    .first()
    .isEnabled()
    .catch(() => false);
  return enabled ? '' : 'disabled';
}

/** Waits until each named slot of the form is shown (rendered, not hidden), at most `bound` ms. */
export async function slotsShown(form: Locator, fields: readonly string[], bound = 10_000): Promise<void> {
  await form.evaluate(
    async (root, { fields, bound }) => {
      const shown = (field: string) => {
        const slot = root.querySelector(`[data-field="${CSS.escape(field)}"]`);
        if (!slot) return false;
        // A slot without a box of its own (display: contents) is shown where something in it is.
        const parts = getComputedStyle(slot).display === 'contents' ? [...slot.children] : [slot];
        return parts.some((part) => part.checkVisibility({ visibilityProperty: true }));
      };
      for (const started = performance.now(); performance.now() - started < bound && !fields.every(shown);)
        await new Promise((resolve) => requestAnimationFrame(resolve));
    },
    { fields, bound },
  );
}

/**
 * Presses a form's save (`press`) and waits until the form has answered: a field takes the focus (the form moves
 * it to the first field marked wrong), or 4 s have passed (a form that sent instead); then a frame and a task
 * more, for a request sent late.
 */
export async function saved(page: Page, press: () => Promise<void>): Promise<void> {
  await page.evaluate(() => {
    const app = window as unknown as { typedSaveAnswered?: Promise<boolean> };
    app.typedSaveAnswered = new Promise((resolve) => {
      const focused = (event: FocusEvent) => {
        if (!(event.target instanceof Element) || !event.target.closest('[data-field]')) return;
        document.removeEventListener('focusin', focused);
        resolve(true);
      };
      document.addEventListener('focusin', focused);
      setTimeout(() => resolve(false), 4_000);
    });
  });
  await press();
  await page.evaluate(async () => {
    await (window as unknown as { typedSaveAnswered?: Promise<boolean> }).typedSaveAnswered;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}
