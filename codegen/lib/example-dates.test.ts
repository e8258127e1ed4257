import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PINNED_NOW } from '@/test/clock';
import { exampleShift, examplesToday, shiftDate, specWithExamplesMoved } from './example-dates.mjs';

const ANCHOR = '2026-11-23T10:00:00+01:00';
const weekday = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`).getUTCDay();
const daysBetween = (a: string, b: string) => (Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000;

describe("the examples' dates moved to the current month", () => {
  it("the tests' pinned date is the spec's examples' today, so the tests read the examples unmoved", () => {
    const bundled = JSON.parse(readFileSync(resolve(process.cwd(), 'dist/openapi.json'), 'utf8'));
    expect(new Date(examplesToday(bundled)).getTime()).toBe(PINNED_NOW.getTime());
    expect(exampleShift(examplesToday(bundled), PINNED_NOW)).toEqual({ days: 0, months: 0 });
  });

  it.each([
    ['2026-12-02T10:00:00+01:00', '2026-12'],
    ['2026-12-31T10:00:00+01:00', '2026-12'],
    ['2027-01-01T10:00:00+01:00', '2027-01'],
    ['2029-06-15T10:00:00+02:00', '2029-06'],
  ])('on %s by whole weeks: the examples’ today lands in the current month (%s), on or after today', (now, month) => {
    const { days, months } = exampleShift(ANCHOR, new Date(now));
    expect(days % 7).toBe(0);
    const movedToday = shiftDate(ANCHOR, days);
    expect(movedToday >= now.slice(0, 10)).toBe(true);
    expect(daysBetween(now, movedToday)).toBeLessThan(28);
    expect(weekday(movedToday)).toBe(weekday(ANCHOR));
    // Most of the examples' month lies in the current month: its 15th lands there.
    expect(shiftDate('2026-11-15', days).slice(0, 7) === month || shiftDate('2026-11-23', days).slice(0, 7) === month).toBe(true);
    expect(months).toBe((Number(month.slice(0, 4)) - 2026) * 12 + Number(month.slice(5)) - 11);
  });

  it('keeps the order and spacing of the dates and their wall-clock times, with Budapest’s offset of the new day', () => {
    expect(shiftDate('2026-11-20', 28)).toBe('2026-12-18');
    expect(shiftDate('2026-11-20T09:00:00+01:00', 7 * 30)).toBe('2027-06-18T09:00:00+02:00');
    expect(shiftDate('2026-11-20T09:00:00Z', 28)).toBe('2026-12-18T09:00:00Z');
    expect(shiftDate('nem dátum', 28)).toBe('nem dátum');
  });

  it('moves the values of examples only: dates, year-months and year/month pairs; schemas stay as written', () => {
    const spec = {
      info: { 'x-examples-today': ANCHOR },
      paths: {
        '/x/': {
          get: {
            parameters: [{ name: 'from', example: '2026-11-05' }],
            responses: {
              '200': {
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { day: { type: 'string', format: 'date', examples: ['2026-11-02'], description: '2026-11-01 óta' } } },
                    examples: {
                      default: {
                        summary: '2026-11-01',
                        value: { day: '2026-11-24', period: '2026-11', summary: { year: 2026, month: 11, total: 3 }, note: 'november 24.' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const { spec: moved, shift } = specWithExamplesMoved(spec, new Date('2026-12-02T09:00:00+01:00'));
    expect(shift).toEqual({ days: 28, months: 1 });
    const content = moved.paths['/x/'].get.responses['200'].content['application/json'];
    expect(content.examples.default.value).toEqual({ day: '2026-12-22', period: '2026-12', summary: { year: 2026, month: 12, total: 3 }, note: 'november 24.' });
    expect(content.examples.default.summary).toBe('2026-11-01');
    expect(content.schema.properties.day.examples).toEqual(['2026-11-30']);
    expect(content.schema.properties.day.description).toBe('2026-11-01 óta');
    expect(moved.paths['/x/'].get.parameters[0].example).toBe('2026-12-03');
  });
});
