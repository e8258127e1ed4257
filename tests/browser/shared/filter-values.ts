// Issue 34, point 1 (the filters take input too): what is typed into a list's number and date filters is kept or
// refused with section 5's message, and never goes out in the list request as it was typed. One test per section
// whose declared filters take numbers or dates, on the list the filter check before it left (no load of its own):
//
//   filterTypedValueChecks(c, { session: () => s, visit: () => visitList(search), listRequests })
//
// Every number filter the bar shows as a number field gets a letter and an exponent; every date filter an
// impossible day, 2027. 02. 31. (an integer filter szurok/ offers values for is a select: not typed into). Each is
// left with Tab and read as typed-values.ts reads a form's field (its verdict, the same words). Then no list request
// sent since carries a filter value that is no number (a number filter) or no calendar day (a date filter).
import type { Locator, Request } from 'playwright-core';
import { expect, it } from '../runner';
import type { StaffSession } from '../staff';
import type { SectionCase } from './table';
import { verdict, type Probe, type TypedOutcome } from './typed-values';

export interface FilterValueContext {
  session: () => StaffSession;
  /** Shows the section's list with its declared filters set (where the filter check left it, else loaded). */
  visit: () => Promise<void>;
  /** The list requests the session has sent so far. */
  listRequests: () => Request[];
}

const NUMBER_KINDS = ['integer', 'number', 'range integer', 'range number'];
const DATE_KINDS = ['date', 'datetime', 'range date', 'range datetime'];

/** Whether a request's value of a filter is one the list can take: a number, or a day the calendar has. */
export function wellFormed(kind: 'number' | 'date', value: string): boolean {
  if (kind === 'number') return /^-?\d+(\.\d+)?$/.test(value);
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!day) return false;
  const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/** What a filter field shows and says once left: its input's value or its date segments, and its message. */
const readField = (field: Locator, segments: boolean) =>
  field.evaluate(
    (root, segments) => ({
      shown: segments
        ? [...root.querySelectorAll('[role="spinbutton"]')].map((spin) => (spin.textContent ?? '').trim()).join(' ')
        : (root.querySelector('input')?.value ?? ''),
      message: [...root.querySelectorAll('.field__error')]
        .map((error) => error.textContent ?? '')
        .join(' ')
        .trim(),
      label: (root.querySelector('.field__label, label')?.textContent ?? '').trim(),
    }),
    segments,
  );

export function filterTypedValueChecks(c: SectionCase, ctx: FilterValueContext): void {
  const numbers = c.filters.filter((f) => NUMBER_KINDS.includes(f.kind));
  const dates = c.filters.filter((f) => DATE_KINDS.includes(f.kind));
  if (c.listIsCalendar || (!numbers.length && !dates.length)) return;
  it(`list: typed values in the number and date filters (${[...numbers, ...dates].map((f) => f.name).join(', ')}) are kept or refused with a message, never sent`, async () => {
    const s = ctx.session();
    try {
      await probeFilters(s);
    } finally {
      // The filters are left holding refused values (and the focus where the last Tab took it): no later check goes on from them.
      await s.leaveScreen();
    }
  });

  async function probeFilters(s: StaffSession) {
    const { page } = s;
    await ctx.visit();
    const bar = page.locator('main .list-toolbar').first();
    await bar.waitFor();
    const before = ctx.listRequests().length;
    const outcomes: TypedOutcome[] = [];
    const probe = async (field: Locator, kind: Probe, typed: string, type: () => Promise<void>) => {
      await type();
      await page.keyboard.press('Tab');
      const read = await readField(field, kind === 'an impossible date');
      outcomes.push({ field: read.label, name: read.label, probe: kind, typed, shown: read.shown, message: read.message });
    };
    const numberFields = await bar
      .locator('.field')
      .filter({ has: page.locator('.number-field__input') })
      .all();
    for (const field of numberFields) {
      for (const [kind, typed] of [
        ['a letter', '12a'],
        ['an exponent', '1e3'],
      ] as const) {
        await probe(field, kind, typed, async () => {
          await field.locator('input').selectText();
          await page.keyboard.type(typed);
        });
      }
    }
    const dateFields = await bar
      .locator('.field')
      .filter({ has: page.locator('.date-picker') })
      .all();
    for (const field of dateFields) {
      await probe(field, 'an impossible date', '2027. 02. 31.', async () => {
        await field.getByRole('spinbutton').first().click();
        await page.keyboard.type('20270231');
      });
    }
    // A filter's own message shows as it is left; what it sends goes once the list has answered (a frame or two).
    await page.waitForLoadState('networkidle');
    console.log(`typed values, filters, ${c.id}: ${numberFields.length} number and ${dateFields.length} date filters probed (${outcomes.length} probes)`);
    const wrong = outcomes.map((outcome) => ({ ...outcome, verdict: verdict(outcome) })).filter((outcome) => outcome.verdict);
    for (const outcome of wrong) console.log(`  ${outcome.field}, ${outcome.probe} ('${outcome.typed}'): ${outcome.verdict}`);
    // Each declared number or date filter is shown as a number or date field, but an integer szurok/ offers values for.
    expect(numberFields.length + dateFields.length, 'number and date filters shown').toBeGreaterThanOrEqual(
      dates.length + numbers.filter((f) => f.kind !== 'integer').length,
    );
    expect(wrong, JSON.stringify(wrong)).toEqual([]);
    const garbage = ctx
      .listRequests()
      .slice(before)
      .flatMap((request) => {
        const sent = new URL(request.url()).searchParams;
        return [...numbers.map((f) => [f, 'number'] as const), ...dates.map((f) => [f, 'date'] as const)].flatMap(([f, kind]) => {
          const value = sent.get(f.name);
          return value !== null && !wellFormed(kind, value) ? [`${f.name}=${value}`] : [];
        });
      });
    expect(garbage, 'filter values sent as typed').toEqual([]);
  }
}
