import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ComboBox } from './ComboBox';

const SEVEN = ['Első', 'Második', 'Harmadik', 'Negyedik', 'Ötödik', 'Hatodik', 'Hetedik'].map((label, index) => ({ id: String(index + 1), label }));

function Held({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <ComboBox
        label="Partner"
        options={SEVEN}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <input aria-label="Következő" />
    </>
  );
}

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

  it('opened with nothing typed lists a short fixed list whole (a state or month filter of seven), and typing limits it to five prefix matches', async () => {
    const user = userEvent.setup();
    render(<Held onChange={() => undefined} />);
    await user.click(screen.getByRole('button'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(SEVEN.map((o) => o.label));
    expect(screen.queryByText(/További \d+ lehetőség/)).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Partner' }), 'H');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Harmadik', 'Hatodik', 'Hetedik']);
  });

  it("opened with nothing typed shows a long lookup's first five and invites typing", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, index) => ({ id: String(index + 1), label: `Iskola ${index + 1}` }));
    render(<ComboBox label="Intézmény" options={many} value={null} onChange={() => undefined} />);
    await user.click(screen.getByRole('button'));
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(screen.getByText('További 25 lehetőség: írja be a keresett név elejét.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Intézmény' }), 'Iskola 2');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Iskola 2', 'Iskola 20', 'Iskola 21', 'Iskola 22', 'Iskola 23']);
    expect(screen.queryByText(/További \d+ lehetőség/)).toBeNull();
  });

  it('keeps a choice beyond the first five options (section 9 shows five) when the field is left', async () => {
    const user = userEvent.setup();
    const changes: (string | null)[] = [];
    render(<Held onChange={(value) => changes.push(value)} />);
    await user.type(screen.getByRole('combobox', { name: 'Partner' }), 'Hat');
    await user.click(screen.getByRole('option', { name: 'Hatodik' }));
    await user.click(screen.getByRole('textbox', { name: 'Következő' }));
    expect(changes).toEqual(['6']);
    expect(screen.getByRole('combobox', { name: 'Partner' })).toHaveValue('Hatodik');
  });

  it('keeps what is typed when its menu closes with nothing chosen; leaving the field empties it', async () => {
    const user = userEvent.setup();
    const changes: (string | null)[] = [];
    render(<Held onChange={(next) => changes.push(next)} />);
    const input = screen.getByRole('combobox', { name: 'Partner' });
    await user.type(input, 'Har');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    // Escape closes the menu the way a stray pointer event does: react-aria reports 'no selection'.
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Har');
    await user.type(input, 'm');
    expect(screen.getByRole('option', { name: 'Harmadik' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Következő' })).toHaveFocus();
    expect(input).toHaveValue('');
    expect(changes).toEqual([]);
  });
});
