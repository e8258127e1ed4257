import { describe, expect, it } from 'vitest';
import { invoiceWarnings } from './invoice-warnings';

const warningsOf = (values: Record<string, unknown>) => invoiceWarnings.flatMap((warning) => warning.message(values) ?? []);

describe("an invoice form's warnings (left to the server, shown before saving)", () => {
  it('says when the parts do not add up to the gross amount, and names a 0 Ft part', () => {
    const values = {
      amount: 12500,
      parts: [
        { institution: 2, amount: 10000 },
        { institution: 3, amount: 0 },
      ],
    };
    expect(warningsOf(values)).toEqual(['A részek összege (10\u00a0000 Ft) nem egyezik a számla bruttó összegével (12\u00a0500 Ft).', '0 Ft összegű rész: 2. sor.']);
    expect(warningsOf({ amount: 12500, parts: [{ institution: 2, amount: 12500 }] })).toEqual([]);
    expect(warningsOf({ amount: 12500, parts: [] })).toEqual([]);
  });

  it('says when the payment deadline is before the invoice date', () => {
    expect(warningsOf({ date: '2026-11-20', due_date: '2026-11-10' })).toEqual(['A fizetési határidő korábbi, mint a számla kelte.']);
    expect(warningsOf({ date: '2026-11-20', due_date: '2026-11-20' })).toEqual([]);
  });
});
