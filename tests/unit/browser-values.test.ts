import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/lib/format';
import { kept, refused, verdict, type TypedOutcome } from '../browser/shared/typed-values';
import { fillerAmounts } from '../browser/shared/values';
import { wellFormed } from '../browser/shared/filter-values';

describe("the shared suite's value rules (tests/browser/shared/values.ts)", () => {
  it('finds forint amounts shown with fillér, and passes whole forints and other currencies', () => {
    expect(fillerAmounts('Bruttó összeg 999 999,21 Ft; ÁFA 2 551,5 Ft')).toEqual(['999 999,21 Ft', '2 551,5 Ft']);
    expect(fillerAmounts(`Bruttó összeg ${formatAmount(999999.21, 'Ft')}`)).toEqual([]);
    expect(fillerAmounts('Összeg 12,50 EUR; 2026. 11. 28.')).toEqual([]);
  });
});

describe("the shared suite's typed-value rules (tests/browser/shared/typed-values.ts)", () => {
  const outcome = (over: Partial<TypedOutcome>): TypedOutcome => ({
    field: 'Bruttó összeg',
    name: 'gross',
    probe: 'a letter',
    typed: '12a',
    shown: '12a',
    message: 'A mező csak szám karaktereket tartalmazhat',
    ...over,
  });

  it('a number kept as typed, or emptied, with its message passes', () => {
    expect(verdict(outcome({}))).toBe('');
    expect(verdict(outcome({ shown: '' }))).toBe('');
    expect(verdict(outcome({ probe: 'a minus', typed: '-5', shown: '-5', message: 'Nem lehet kisebb mint 0' }))).toBe('');
  });

  it('a number changed, or answered without a message or with other words, fails', () => {
    expect(verdict(outcome({ probe: 'a minus', typed: '-500', shown: '500', message: '' }))).toBe("changed to '500'");
    expect(verdict(outcome({ probe: 'an exponent', typed: '1e3', shown: '1 000', message: '' }))).toBe("changed to '1 000'");
    expect(verdict(outcome({ message: '' }))).toBe('kept without a message');
    expect(verdict(outcome({ shown: '', message: '' }))).toBe('refused without a message');
    expect(verdict(outcome({ message: 'Ez a mező nem lehet üres' }))).toBe("answered 'Ez a mező nem lehet üres'");
  });

  it("an impossible date is kept (its segments read the typed day) or refused (placeholders), and says 'Nem létező dátum'", () => {
    const date = { probe: 'an impossible date' as const, typed: '2027. 02. 31.', message: 'Nem létező dátum' };
    expect(kept({ ...date, shown: '2027 02 31' })).toBe(true);
    expect(kept({ ...date, shown: '2027 02 31 10 00' })).toBe(true);
    expect(refused({ ...date, shown: 'éééé hh nn' })).toBe(true);
    expect(verdict(outcome({ ...date, shown: '2027 02 31' }))).toBe('');
    expect(verdict(outcome({ ...date, shown: '2027 02 28' }))).toBe("changed to '2027 02 28'");
    expect(verdict(outcome({ ...date, shown: '2027 02 31', message: 'Nem megfelelő dátumformátum (YYYY-MM-DD)' }))).toBe(
      "answered 'Nem megfelelő dátumformátum (YYYY-MM-DD)'",
    );
  });

  it("an end before its start says section 5's words", () => {
    const end = { probe: 'an end before its start' as const, typed: '2027. 03. 01.', shown: '2027 03 01' };
    expect(verdict(outcome({ ...end, message: 'A kezdési dátumnál csak későbbi dátum lehet' }))).toBe('');
    expect(verdict(outcome({ ...end, message: '' }))).toBe('kept without a message');
  });
});

describe("the shared suite's filter rule (tests/browser/shared/filter-values.ts)", () => {
  it('takes a number or a calendar day as a filter value, and nothing typed that is neither', () => {
    expect(wellFormed('number', '900000')).toBe(true);
    expect(wellFormed('number', '12.5')).toBe(true);
    for (const typed of ['12a', '1e3', '12,5', '']) expect(wellFormed('number', typed), typed).toBe(false);
    expect(wellFormed('date', '2026-01-15')).toBe(true);
    expect(wellFormed('date', '2028-02-29')).toBe(true);
    for (const typed of ['2027-02-31', '2026-13-01', '2027. 02. 31.']) expect(wellFormed('date', typed), typed).toBe(false);
  });
});
