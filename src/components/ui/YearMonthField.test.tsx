import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readYearMonth, YearMonthField } from './YearMonthField';

function Controlled({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
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
});
