import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/lib/format';
import { dateNotSilentlyChanged, fillerAmounts, keepsDigits } from '../browser/shared/values';

describe("the shared suite's value rules (tests/browser/shared/values.ts)", () => {
  it('finds forint amounts shown with fillér, and passes whole forints and other currencies', () => {
    expect(fillerAmounts('Bruttó összeg 999 999,21 Ft; ÁFA 2 551,5 Ft')).toEqual(['999 999,21 Ft', '2 551,5 Ft']);
    expect(fillerAmounts(`Bruttó összeg ${formatAmount(999999.21, 'Ft')}`)).toEqual([]);
    expect(fillerAmounts('Összeg 12,50 EUR; 2026. 11. 28.')).toEqual([]);
  });

  it('a number keeps its digits through grouping; a clamped or emptied one does not', () => {
    expect(keepsDigits('12 345', '12345')).toBe(true);
    expect(keepsDigits('2000', '12')).toBe(false);
    expect(keepsDigits('', '12345')).toBe(false);
  });

  it('an impossible day is kept or refused, not turned into another day', () => {
    expect(dateNotSilentlyChanged(['2026', '02', '31'], '31', false)).toBe(true);
    expect(dateNotSilentlyChanged(['éééé', 'hh', 'nn'], '31', true)).toBe(true);
    expect(dateNotSilentlyChanged(['2026', '03', '03'], '31', false)).toBe(false);
  });
});
