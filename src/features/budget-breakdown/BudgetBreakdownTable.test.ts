import { describe, expect, it } from 'vitest';
import type { BudgetInfo } from '@/generated/models';
import { breakdownCsv } from './BudgetBreakdownTable';

const budget = (id: number, name: string, values: Record<string, number>): BudgetInfo => ({
  id,
  year: 2026,
  institution: { id, name },
  values,
  financial_entries: [
    { id: 1, code: 'K64', name: 'Eszközbeszerzés' },
    { id: 2, code: 'K33', name: 'Szolgáltatások' },
  ],
});

describe('the school breakdown as CSV', () => {
  it('writes a header, one line per institution in code order, and the row total', () => {
    expect(breakdownCsv([budget(1, 'Kossuth Lajos Gimnázium', { K33: 1000, K64: 2500 })])).toBe(
      'Intézmény;K33 Szolgáltatások;K64 Eszközbeszerzés;Összesen\r\nKossuth Lajos Gimnázium;1000;2500;3500',
    );
  });

  it('keeps a negative amount a number, neutralises a name that reads as a formula and quotes one with CR', () => {
    const csv = breakdownCsv([budget(1, '=HYPERLINK("http://x")', { K33: -500, K64: 0 }), budget(2, '-Petőfi\rIskola', { K33: 10 })]);
    expect(csv.split('\r\n')).toEqual([
      'Intézmény;K33 Szolgáltatások;K64 Eszközbeszerzés;Összesen',
      '"\'=HYPERLINK(""http://x"")";-500;0;-500',
      '"\'-Petőfi\rIskola";10;0;10',
    ]);
  });
});
