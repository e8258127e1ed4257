import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ComboBox } from './ComboBox';

describe('chooser', () => {
  it("says 'Betöltés…' while its options load, not 'Nincs találat'", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ComboBox label="Intézmény" options={[]} isLoading value={null} onChange={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Intézmény' }), 'P');
    expect(screen.getByText('Betöltés…')).toBeInTheDocument();
    expect(screen.queryByText('Nincs találat')).not.toBeInTheDocument();
    rerender(<ComboBox label="Intézmény" options={[{ id: '1', label: 'Kossuth' }]} value={null} onChange={() => undefined} />);
    expect(screen.getByText('Nincs találat')).toBeInTheDocument();
  });

  it('shows the saved name of a value whose options have not arrived, and follows a value cleared from outside', () => {
    const { rerender } = render(<ComboBox label="Intézmény" options={[]} value="12" valueLabel="Petőfi Sándor Általános Iskola" onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Intézmény' })).toHaveValue('Petőfi Sándor Általános Iskola');
    rerender(<ComboBox label="Intézmény" options={[]} value={null} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Intézmény' })).toHaveValue('');
  });
});
