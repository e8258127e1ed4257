import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { numberMessage, type NumberInput, type NumberRules } from '@/components/form/inputs';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { NumberField, type NumberFieldProps } from './NumberField';

/** A NumberField on a form of the one validation model, its rule section 5's number message; `onChange` sees each value it commits. */
function Kept({
  initial,
  onChange,
  maxValue,
  isInteger,
  ...props
}: Omit<NumberFieldProps, 'value' | 'onChange'> & NumberRules & { initial: NumberInput; onChange: (value: NumberInput) => void }) {
  const { minValue, useGrouping } = props;
  const form = useCheckedForm<{ amount: NumberInput }>({
    defaultValues: { amount: initial },
    rules: ({ amount }): Record<string, string> => {
      const message = numberMessage(amount, { minValue, maxValue, isInteger, useGrouping });
      return message ? { amount: message } : {};
    },
    onValid: () => undefined,
  });
  const { value, onBlur, errorMessage } = form.field('amount');
  return (
    <I18nProvider locale="hu-HU">
      <NumberField
        {...props}
        value={value}
        onBlur={onBlur}
        errorMessage={errorMessage}
        onChange={(next) => {
          form.setValue('amount', next);
          onChange(next);
        }}
      />
    </I18nProvider>
  );
}

const Money = (props: { initial: NumberInput; minValue?: number; onChange: (value: NumberInput) => void }) => <Kept label="Bruttó összeg" unit="Ft" {...props} />;
const Year = (props: { initial: NumberInput; minValue?: number; maxValue?: number; onChange: (value: NumberInput) => void }) => (
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
    expect(numberMessage(100, { minValue: 4500 })).toBe('Nem lehet kisebb mint 4\u00a0500');
    expect(numberMessage(2_000_000, { maxValue: 1_250_000.5 })).toBe('Nem lehet nagyobb mint 1\u00a0250\u00a0000,5');
    expect(numberMessage(1999, { minValue: 2000, useGrouping: false })).toBe('Nem lehet kisebb mint 2000');
    expect(numberMessage(4500, { minValue: 4500 })).toBeUndefined();
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

  it("keeps a number above the maximum and says 'Nem lehet nagyobb mint …'", async () => {
    const user = userEvent.setup();
    render(<Year initial={null} minValue={2000} maxValue={2100} onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Év' });
    await user.type(input, '3000');
    await user.tab();
    expect(input).toHaveValue('3000');
    expect(screen.getByText('Nem lehet nagyobb mint 2100')).toBeInTheDocument();
  });

  it("shows the form's message only: text that is no number, or a number out of range, says nothing of its own while typed or once left", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <I18nProvider locale="hu-HU">
        <NumberField label="Év" value={null} onChange={() => undefined} minValue={2000} />
      </I18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Év' });
    await user.type(input, '12a');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('A mező csak szám karaktereket tartalmazhat')).toBeNull();
    await user.tab();
    expect(input).toHaveValue('12a');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('A mező csak szám karaktereket tartalmazhat')).toBeNull();
    rerender(
      <I18nProvider locale="hu-HU">
        <NumberField label="Év" value={12} onChange={() => undefined} minValue={2000} />
      </I18nProvider>,
    );
    expect(screen.queryByText('Nem lehet kisebb mint 2000')).toBeNull();
    rerender(
      <I18nProvider locale="hu-HU">
        <NumberField label="Év" value={12} onChange={() => undefined} minValue={2000} errorMessage="Kötelező mező" />
      </I18nProvider>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Kötelező mező')).toBeInTheDocument();
  });

  it.each([
    ['-500', -500],
    ['12a5', '12a5'],
    ['12,5e3', '12,5e3'],
    ['635ezer', '635ezer'],
  ])("keeps '%s' exactly as typed, also after leaving it, and hands on %s", async (typed, handed) => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Money initial={null} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Bruttó összeg' });
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(typed);
    expect(onChange).toHaveBeenLastCalledWith(handed);
    if (typeof handed === 'string') expect(screen.getByText('A mező csak szám karaktereket tartalmazhat')).toBeInTheDocument();
    else expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("refuses a minus where the schema allows none: 'Nem lehet kisebb mint 0', the typed '-500' kept", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Money initial={null} minValue={0} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Bruttó összeg' });
    await user.type(input, '-500');
    await user.tab();
    expect(input).toHaveValue('-500');
    expect(onChange).toHaveBeenLastCalledWith(-500);
    expect(screen.getByText('Nem lehet kisebb mint 0')).toBeInTheDocument();
  });

  it("writes a bound the Hungarian way ('0,001'), and a fraction in a whole-number field is refused", async () => {
    expect(numberMessage(0, { minValue: 0.001 })).toBe('Nem lehet kisebb mint 0,001');
    const user = userEvent.setup();
    render(
      <I18nProvider locale="hu-HU">
        <Kept label="Darab" isInteger minValue={1} initial={null} onChange={() => undefined} />
      </I18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Darab' });
    await user.type(input, '0');
    expect(screen.getByText('Nem lehet kisebb mint 1')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '2,5');
    await user.tab();
    expect(input).toHaveValue('2,5');
    expect(screen.getByText('A mező csak szám karaktereket tartalmazhat')).toBeInTheDocument();
  });

  it('a value set from outside (a reset) replaces what was typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <I18nProvider locale="hu-HU">
        <NumberField label="Összeg" value={null} onChange={() => undefined} />
      </I18nProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Összeg' }), '12a');
    expect(screen.getByRole('textbox', { name: 'Összeg' })).toHaveValue('12a');
    rerender(
      <I18nProvider locale="hu-HU">
        <NumberField label="Összeg" value={4500} onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Összeg' })).toHaveValue('4\u00a0500');
  });
});
