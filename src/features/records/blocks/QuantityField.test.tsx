import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { QuantityField, quantityMessage } from './QuantityField';

describe('QuantityField', () => {
  it("names the thing and its unit; whole numbers from one; a missing or too small quantity has the spec's message", () => {
    render(
      <I18nProvider locale="hu-HU">
        <QuantityField label="Mennyiség" of="A4 papír" unit="csomag" value={3} onChange={vi.fn()} errorMessage="Hiba" />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: /^Mennyiség \(A4 papír\)/ })).toHaveValue('3');
    expect(screen.getByText('csomag')).toBeInTheDocument();
    expect(screen.getByText('Hiba')).toBeInTheDocument();
    expect(quantityMessage(null)).toBe('Ez a mező nem lehet üres');
    expect(quantityMessage(0)).toMatch(/1/);
    expect(quantityMessage(1)).toBeUndefined();
  });
});
