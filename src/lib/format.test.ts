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
  MONTH_NAMES,
  namesForint,
  roundForint,
  yearMonthTitle,
} from './format';

describe('display formats (section 9)', () => {
  it("dates read 'Y. MM. DD.'", () => {
    expect(formatDate('2026-03-07')).toBe('2026. 03. 07.');
    expect(formatDate(null)).toBe('–');
  });
  it('date-times add HH:mm in local time', () => {
    expect(formatDateTime(new Date(2026, 10, 20, 9, 5))).toBe('2026. 11. 20. 09:05');
  });
  it('thousands are separated by a no-break space (as Intl hu-HU and the number inputs write them), decimals by a comma', () => {
    expect(formatNumber(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(-9876.5)).toBe('-9\u00a0876,5');
    expect(formatNumber(100)).toBe('100');
    // Whole numbers (no digits after the point) keep their zeros.
    expect(formatNumber(18400, 0)).toBe('18\u00a0400');
    expect(formatNumber(100.4, 0)).toBe('100');
    expect(formatNumber(160, 1)).toBe('160');
    // Four digits are grouped too, as a number input shows them.
    expect(formatNumber(4500)).toBe('4\u00a0500');
    // No '-0' for a negative that rounds to nothing.
    expect(formatNumber(-0.001)).toBe('0');
  });
  it('every number format groups with the one separator that Intl hu-HU uses, never a plain space', () => {
    const separator = new Intl.NumberFormat('hu-HU', { useGrouping: 'always' }).format(1000).charAt(1);
    for (const text of [formatNumber(1234567.5), formatMoney(2551.5), formatForints(22415.5), formatAmount(1234.5, 'EUR'), formatDistance(12345.5)]) {
      expect(text).toMatch(new RegExp(`^-?\\d{1,3}(${separator}\\d{3})+`));
      expect(text).not.toMatch(/\d \d/);
    }
  });
  it("money in 'Ft', distance in 'Km', booleans as Igen/Nem", () => {
    expect(formatMoney(250000)).toBe('250\u00a0000 Ft');
    expect(formatDistance(23.5)).toBe('23,5 Km');
    expect(formatBoolean(true)).toBe('Igen');
    expect(formatBoolean(false)).toBe('Nem');
  });
  it('forints whole, rounded as invoices are (half up); other currencies with their decimals', () => {
    expect(formatMoney(999999.21)).toBe('999\u00a0999 Ft');
    expect(formatMoney(2551.5)).toBe('2\u00a0552 Ft');
    expect(formatMoney(22415.5)).toBe('22\u00a0416 Ft');
    expect(formatMoney(22415.49)).toBe('22\u00a0415 Ft');
    expect(roundForint(-2551.5)).toBe(-2552);
    expect(roundForint(0.1 + 0.2 + 2551.2)).toBe(2552);
    expect(formatAmount(1234.5, 'EUR')).toBe('1\u00a0234,50 EUR');
    expect(formatAmount(12.5, 'Km')).toBe('12,5 Km');
    expect(formatAmount(null, 'Ft')).toBe('–');
  });
  it("forints under a heading that names them ('Bruttó ár (Ft)'): whole, grouped, without the unit", () => {
    expect(formatForints(2551.5)).toBe('2\u00a0552');
    expect(formatForints(22415.5)).toBe('22\u00a0416');
    expect(formatForints(999999.21)).toBe('999\u00a0999');
    expect(formatForints(0)).toBe('0');
    expect(formatForints(null)).toBe('–');
    expect(namesForint('Nettó összesen (Ft)')).toBe(true);
    expect(namesForint('Bruttó összeg')).toBe(false);
  });
});

describe('year and month', () => {
  it('names the months as Intl hu-HU does, in lower case', () => {
    const intl = new Intl.DateTimeFormat('hu-HU', { month: 'long', timeZone: 'UTC' });
    expect(MONTH_NAMES).toEqual(Array.from({ length: 12 }, (_, index) => intl.format(Date.UTC(2026, index, 1))));
    expect(MONTH_NAMES[0]).toBe('január');
    expect(yearMonthTitle(2026, 12)).toBe(new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 1)));

    // A year no Date holds (random data from the mock) is written as it is: Intl's date format threw a RangeError there.
    expect(yearMonthTitle(987654321, 3)).toBe('987654321. március');
    expect(yearMonthTitle(26, 11)).toBe('26. november');
  });
  it("reads '2026-11' as '2026. november', other text as it is", () => {
    expect(formatYearMonth('2026-11')).toBe('2026. november');
    expect(formatYearMonth('2026-01')).toBe('2026. január');
    expect(formatYearMonth('2026-13')).toBe('2026-13');
  });
});
