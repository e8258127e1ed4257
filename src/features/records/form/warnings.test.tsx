import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldWarnings, zeroLinesWarning } from './warnings';

describe('form warnings', () => {
  it('a zero-lines warning names the lines whose column is 0, and says nothing otherwise', () => {
    const warning = zeroLinesWarning('products', 'gross_price', '0 Ft bruttó egységárú termék');
    expect(warning.message({ products: [{ gross_price: 0 }, { gross_price: 100 }, { gross_price: 0 }] })).toBe('0 Ft bruttó egységárú termék: 1., 3. sor.');
    expect(warning.message({ products: [{ gross_price: 100 }] })).toBeNull();
    expect(warning.message({})).toBeNull();
  });

  it("shows only its own field's warnings, as a polite status", () => {
    const warnings = [zeroLinesWarning('parts', 'amount', '0 Ft összegű rész'), { field: 'due_date', message: () => 'Korábbi.' }];
    render(<FieldWarnings warnings={warnings} field="parts" values={{ parts: [{ amount: 0 }] }} />);
    expect(screen.getByRole('status')).toHaveTextContent('0 Ft összegű rész: 1. sor.');
    expect(screen.queryByText('Korábbi.')).toBeNull();
  });
});
