import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readYearMonth, YearMonthField } from './YearMonthField';

function Controlled({ onChange, initial = null }: { onChange: (value: string | null) => void; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <YearMonthField
      label="Elszámolási időszak"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('year-month field', () => {
  it('reads the common ways of writing a year and a month, and nothing else', () => {
    expect(readYearMonth('2026-11')).toBe('2026-11');
    expect(readYearMonth('2026. 11.')).toBe('2026-11');
    expect(readYearMonth('2026.11')).toBe('2026-11');
    expect(readYearMonth('2026/3')).toBe('2026-03');
    expect(readYearMonth('2026-13')).toBeNull();
    expect(readYearMonth('november 2026')).toBeNull();
  });

  it("shows the form it wants, takes '2026. 11.' as 2026-11 when left, and says 'ÉÉÉÉ-HH formátumban adja meg, pl. 2026-11.' for anything else", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Elszámolási időszak' });
    expect(input).toHaveAttribute('placeholder', 'ÉÉÉÉ-HH');
    expect(input).toHaveAccessibleDescription('Év és hónap, pl. 2026-11.');

    await user.type(input, '2026. 11.');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-11');
    expect(input).toHaveValue('2026-11');
    expect(screen.queryByText(/formátumban adja meg/)).toBeNull();

    await user.clear(input);
    await user.type(input, 'nov 2026');
    await user.tab();
    // Kept as typed, never turned into another month.
    expect(input).toHaveValue('nov 2026');
    expect(onChange).toHaveBeenLastCalledWith('nov 2026');
    expect(screen.getByText('ÉÉÉÉ-HH formátumban adja meg, pl. 2026-11.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it("is a year-month picker: the chosen month pressed and named '2026. november', the year stepped, a month picked by its name", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} initial="2026-11" />);
    const input = screen.getByRole('textbox', { name: 'Elszámolási időszak' });
    expect(input).toHaveAccessibleDescription('2026. november');
    await user.click(screen.getByRole('button', { name: 'Elszámolási időszak: hónap választása' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: '2026.' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '2026. november' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['január', 'december']));
    await user.click(within(dialog).getByRole('button', { name: 'Következő év' }));
    expect(within(dialog).getByRole('heading', { name: '2027.' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '2027. március' }));
    expect(onChange).toHaveBeenLastCalledWith('2027-03');
    expect(input).toHaveValue('2027-03');
    expect(input).toHaveAccessibleDescription('2027. március');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps an impossible month as typed and refuses it in Hungarian, never another month', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} initial="2026-11" />);
    const input = screen.getByRole('textbox', { name: 'Elszámolási időszak' });
    await user.clear(input);
    await user.type(input, '2026-13');
    await user.tab();
    expect(input).toHaveValue('2026-13');
    expect(onChange).toHaveBeenLastCalledWith('2026-13');
    expect(screen.getByText('ÉÉÉÉ-HH formátumban adja meg, pl. 2026-11.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
