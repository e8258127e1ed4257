import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, rangeMessage, type NumberFieldProps } from './NumberField';

/** A NumberField that keeps its value as a form would; `onChange` sees each value it commits. */
function Kept({ initial, onChange, ...props }: Omit<NumberFieldProps, 'value' | 'onChange'> & { initial: number | null; onChange: (value: number | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider locale="hu-HU">
      <NumberField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </I18nProvider>
  );
}

const Money = (props: { initial: number | null; onChange: (value: number | null) => void }) => <Kept label="Bruttó összeg" unit="Ft" {...props} />;
const Year = (props: { initial: number | null; minValue?: number; maxValue?: number; onChange: (value: number | null) => void }) => (
  <Kept label="Év" isInteger useGrouping={false} {...props} />
);

describe('number and money field (hu-HU)', () => {
  it("shows money with a space between thousands and 'Ft' beside it", () => {
    render(<Money initial={1250000} onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Bruttó összeg' })).toHaveValue('1\u00a0250\u00a0000');
    expect(screen.getByText('Ft')).toBeInTheDocument();
  });

  it("shows the unit once: not beside the number where the label names it ('Óradíj (Ft)')", () => {
    render(
      <I18nProvider locale="hu-HU">
        <NumberField label="Óradíj (Ft)" unit="Ft" value={4500} onChange={() => undefined} />
        <NumberField label="Távolság" unit="Km" value={12} onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Óradíj (Ft)' })).toHaveValue('4\u00a0500');
    expect(screen.queryByText('Ft')).toBeNull();
    expect(screen.getByText('Km')).toBeInTheDocument();
  });

  it("names a bound as the field shows numbers: '4\u00a0500' grouped from four digits, a year ungrouped", () => {
    expect(rangeMessage(100, 4500)).toBe('Nem lehet kisebb mint 4\u00a0500');
    expect(rangeMessage(2_000_000, undefined, 1_250_000.5)).toBe('Nem lehet nagyobb mint 1\u00a0250\u00a0000,5');
    expect(rangeMessage(1999, 2000, undefined, false)).toBe('Nem lehet kisebb mint 2000');
    expect(rangeMessage(4500, 4500)).toBeUndefined();
  });

  it('a hidden label (a column header shows it) still names the field for a screen reader', () => {
    render(
      <I18nProvider locale="hu-HU">
        <NumberField label="Mennyiség (A4 papír)" isLabelHidden value={3} onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Mennyiség (A4 papír)' })).toHaveValue('3');
    expect(screen.getByText('Mennyiség (A4 papír)')).toHaveClass('visually-hidden');
  });

  it('groups four digits too, takes a decimal comma, and sends null when emptied', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Money initial={null} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Bruttó összeg' });
    await user.type(input, '1250,5');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(1250.5);
    expect(input).toHaveValue('1\u00a0250,5');
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('a year (useGrouping false) reads 2026, not 2 026, and is typed the same way', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Year initial={2026} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Év' });
    expect(input).toHaveValue('2026');
    await user.clear(input);
    await user.type(input, '2027');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(2027);
    expect(input).toHaveValue('2027');
  });

  it("keeps a number below the minimum as typed (a year '12' does not become 2000) and says 'Nem lehet kisebb mint 2000'", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Year initial={null} minValue={2000} maxValue={2100} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Év' });
    await user.type(input, '12');
    await user.tab();
    expect(input).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Nem lehet kisebb mint 2000')).toBeInTheDocument();
  });

  it("keeps a number above the maximum and says 'Nem lehet nagyobb mint …'; a form's own message wins", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Year initial={null} minValue={2000} maxValue={2100} onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Év' });
    await user.type(input, '3000');
    await user.tab();
    expect(input).toHaveValue('3000');
    expect(screen.getByText('Nem lehet nagyobb mint 2100')).toBeInTheDocument();
    rerender(
      <I18nProvider locale="hu-HU">
        <NumberField label="Év" value={3000} onChange={() => undefined} maxValue={2100} errorMessage="Kötelező mező" />
      </I18nProvider>,
    );
    expect(screen.getByText('Kötelező mező')).toBeInTheDocument();
    expect(screen.queryByText('Nem lehet nagyobb mint 2100')).not.toBeInTheDocument();
  });
});
