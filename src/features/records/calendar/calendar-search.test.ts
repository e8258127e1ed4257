import { describe, expect, it } from 'vitest';
import { calendarSearchSchema } from './calendar-search';

describe('calendarSearchSchema', () => {
  it('keeps the month and text or number filters, and drops what the URL got wrong', () => {
    expect(calendarSearchSchema({ month: '4', room: 7, kind: 'a', flag: true })).toEqual({ month: 4, room: 7, kind: 'a', flag: undefined });
    expect(calendarSearchSchema({ year: 1999 })).toEqual({ year: undefined });
  });
});
