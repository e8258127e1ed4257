import { describe, expect, it } from 'vitest';
import { isoDateTime, nowText, periodDays } from './date-time';

describe('date-times as the spec takes them', () => {
  it('a typed YYYY-MM-DD HH:mm (or a saved RFC 3339 value) goes as RFC 3339 with the local offset', () => {
    expect(isoDateTime('2026-11-24 10:00')).toMatch(/^2026-11-24T10:00:00[+-]\d\d:\d\d$/);
    expect(isoDateTime('2026-11-24T10:00:00+01:00')).toMatch(/^2026-11-24T10:00:00[+-]\d\d:\d\d$/);
    expect(isoDateTime('2026-11-24')).toMatch(/^2026-11-24T00:00:00/);
    expect(isoDateTime('2026-13-40 10:00')).toBeNull();
    expect(isoDateTime('')).toBeNull();
  });

  it('now as a date or a date-time field holds it', () => {
    expect(nowText('date')).toBe('2026-11-23');
    expect(nowText('date-time')).toMatch(/^2026-11-23 \d{2}:\d{2}$/);
  });

  it('counts both ends of a period', () => {
    expect(periodDays('2026-12-01', '2026-12-10')).toBe(10);
    expect(periodDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(periodDays('2026-12-10', '2026-12-01')).toBeUndefined();
  });
});
