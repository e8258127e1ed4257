import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { addMonths, currentMonth, monthFromSearch, monthQuery } from './month';
import { monthSearchSchema } from './month-search';

describe('months', () => {
  it('steps over the year edge both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('leaves out the year and the month that equal the current ones (section 7)', () => {
    const now = currentMonth(new CalendarDate(2026, 11, 23));
    expect(monthQuery({ year: 2026, month: 11 }, now)).toEqual({});
    expect(monthQuery({ year: 2026, month: 12 }, now)).toEqual({ month: 12 });
    expect(monthQuery({ year: 2027, month: 1 }, now)).toEqual({ year: 2027, month: 1 });
    expect(monthQuery({ year: 2025, month: 11 }, now)).toEqual({ year: 2025 });
    expect(monthFromSearch({ year: 2025 }, now)).toEqual({ year: 2025, month: 11 });
  });

  it('drops a bad month from the URL instead of failing', () => {
    expect(monthSearchSchema({ year: '2027', month: '13' })).toEqual({ year: 2027, month: undefined });
    expect(monthSearchSchema({ year: 'tavaly', month: 0 })).toEqual({ year: undefined, month: undefined });
  });
});
