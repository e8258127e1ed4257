import { describe, expect, it } from 'vitest';
import { formatBoolean, formatDate, formatDateTime, formatDistance, formatMoney, formatNumber } from './format';

describe('display formats (section 9)', () => {
  it("dates read 'Y. MM. DD.'", () => {
    expect(formatDate('2026-03-07')).toBe('2026. 03. 07.');
    expect(formatDate(null)).toBe('–');
  });
  it('date-times add HH:mm in local time', () => {
    expect(formatDateTime(new Date(2026, 10, 20, 9, 5))).toBe('2026. 11. 20. 09:05');
  });
  it('thousands are separated by a space, decimals by a comma', () => {
    expect(formatNumber(1234567)).toBe('1 234 567');
    expect(formatNumber(-9876.5)).toBe('-9 876,5');
    expect(formatNumber(100)).toBe('100');
    // Whole numbers (no digits after the point) keep their zeros.
    expect(formatNumber(18400, 0)).toBe('18 400');
    expect(formatNumber(100.4, 0)).toBe('100');
    expect(formatNumber(160, 1)).toBe('160');
  });
  it("money in 'Ft', distance in 'Km', booleans as Igen/Nem", () => {
    expect(formatMoney(250000)).toBe('250 000 Ft');
    expect(formatDistance(23.5)).toBe('23,5 Km');
    expect(formatBoolean(true)).toBe('Igen');
    expect(formatBoolean(false)).toBe('Nem');
  });
});
