import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatBoolean,
  formatDate,
  formatDateTime,
  formatDistance,
  formatForints,
  formatMoney,
  formatNumber,
  formatYearMonth,
  namesForint,
  roundForint,
} from './format';

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
  it('forints whole, rounded as invoices are (half up); other currencies with their decimals', () => {
    expect(formatMoney(999999.21)).toBe('999 999 Ft');
    expect(formatMoney(2551.5)).toBe('2 552 Ft');
    expect(formatMoney(22415.5)).toBe('22 416 Ft');
    expect(formatMoney(22415.49)).toBe('22 415 Ft');
    expect(roundForint(-2551.5)).toBe(-2552);
    expect(roundForint(0.1 + 0.2 + 2551.2)).toBe(2552);
    expect(formatAmount(1234.5, 'EUR')).toBe('1 234,50 EUR');
    expect(formatAmount(12.5, 'Km')).toBe('12,5 Km');
    expect(formatAmount(null, 'Ft')).toBe('–');
  });
  it("forints under a heading that names them ('Bruttó ár (Ft)'): whole, grouped, without the unit", () => {
    expect(formatForints(2551.5)).toBe('2 552');
    expect(formatForints(22415.5)).toBe('22 416');
    expect(formatForints(999999.21)).toBe('999 999');
    expect(formatForints(0)).toBe('0');
    expect(formatForints(null)).toBe('–');
    expect(namesForint('Nettó összesen (Ft)')).toBe(true);
    expect(namesForint('Bruttó összeg')).toBe(false);
  });
});

describe('year and month', () => {
  it("reads '2026-11' as '2026. november', other text as it is", () => {
    expect(formatYearMonth('2026-11')).toBe('2026. november');
    expect(formatYearMonth('2026-01')).toBe('2026. január');
    expect(formatYearMonth('2026-13')).toBe('2026-13');
  });
});
