import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';
import { prefixMatches } from './typeahead';
import { parseNumberInput } from './inputs';

const cities = ['Budapest', 'Baja', 'Balassagyarmat', 'Balatonfüred', 'Barcs', 'Békéscsaba', 'Bicske', 'Debrecen'].map((label, i) => ({ id: String(i), label }));

function Harness({ onChange = () => undefined }: { onChange?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SelectField
      label="Település"
      options={cities}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('select with typeahead (section 5)', () => {
  it('matches by prefix, case-insensitively, at most five', () => {
    expect(prefixMatches(cities, 'ba').map((c) => c.label)).toEqual(['Baja', 'Balassagyarmat', 'Balatonfüred', 'Barcs']);
    expect(prefixMatches(cities, 'b')).toHaveLength(5);
    expect(prefixMatches(cities, 'pest')).toEqual([]);
  });

  it("shows at most five options while typing and 'Nincs találat' when none starts so", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Település' }), 'B');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await user.type(screen.getByRole('combobox', { name: 'Település' }), 'x');
    expect(screen.getByText('Nincs találat')).toBeInTheDocument();
  });

  it('chooses an option by its id', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Település' }), 'Deb');
    await user.click(screen.getByRole('option', { name: 'Debrecen' }));
    expect(onChange).toHaveBeenLastCalledWith('7');
  });
});

describe('the one number parser (section 5)', () => {
  it('empty becomes null, decimals with a comma or a dot, spaces group thousands; other text stays as typed', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('  ')).toBeNull();
    expect(parseNumberInput('1,5')).toBe(1.5);
    expect(parseNumberInput('1.5')).toBe(1.5);
    expect(parseNumberInput('-3')).toBe(-3);
    expect(parseNumberInput('1 250.75')).toBe(1250.75);
    expect(parseNumberInput('abc')).toBe('abc');
    expect(parseNumberInput('12a')).toBe('12a');
    expect(parseNumberInput('1,2,3')).toBe('1,2,3');
  });
});
