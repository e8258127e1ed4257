import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ColumnChooser } from './ColumnChooser';
import { tableColumnState, type ChoosableColumn, type ColumnChoice } from './column-choice';

const columns: ChoosableColumn[] = [
  { id: 'title', label: 'Tárgy', fixed: true },
  { id: 'state', label: 'Állapot' },
  { id: 'price', label: 'Teljes ár' },
  { id: 'date', label: 'Dátum' },
];

function setup(initial?: ColumnChoice) {
  const seen: (ColumnChoice | undefined)[] = [];
  function Chooser() {
    const [choice, setChoice] = useState(initial);
    return (
      <ColumnChooser
        columns={columns}
        choice={choice}
        onChange={(next) => {
          seen.push(next);
          setChoice(next);
        }}
      />
    );
  }
  renderWithProviders(<Chooser />);
  return seen;
}

const names = () =>
  within(screen.getByRole('dialog', { name: 'Oszlopok' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('ColumnChooser', () => {
  it('hides and shows a column by its checkbox from the keyboard; the column that opens the record stays', async () => {
    const user = userEvent.setup();
    const seen = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Oszlopok' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Oszlopok' });
    expect(within(dialog).getByRole('checkbox', { name: 'Tárgy' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Állapot' }));
    expect(seen.at(-1)).toEqual({ order: ['state', 'price', 'date'], hidden: ['state'] });
    expect(within(dialog).getByRole('checkbox', { name: 'Állapot' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Állapot' }));
    expect(seen.at(-1)).toEqual({ order: ['state', 'price', 'date'], hidden: [] });
  });

  it('moves a column up and down, the ends disabled, and resets to the list\u2019s own columns', async () => {
    const user = userEvent.setup();
    const seen = setup();
    await user.click(screen.getByRole('button', { name: 'Oszlopok' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oszlopok' });
    expect(within(dialog).getByRole('button', { name: 'Állapot: feljebb' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Dátum: lejjebb' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Dátum: feljebb' }));
    // The focus follows the moved column, so the keyboard moves it on.
    expect(within(dialog).getByRole('button', { name: 'Dátum: feljebb' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(seen.at(-1)).toEqual({ order: ['date', 'state', 'price'], hidden: [] });
    // At the top its other button takes the focus.
    expect(within(dialog).getByRole('button', { name: 'Dátum: lejjebb' })).toHaveFocus();
    expect(names()).toEqual(['Tárgy', 'Dátum', 'Állapot', 'Teljes ár']);
    await user.click(within(dialog).getByRole('button', { name: 'Állapot: lejjebb' }));
    expect(names()).toEqual(['Tárgy', 'Dátum', 'Teljes ár', 'Állapot']);
    await user.click(within(dialog).getByRole('button', { name: 'Eredeti oszlopok' }));
    expect(seen.at(-1)).toBeUndefined();
    expect(names()).toEqual(['Tárgy', 'Állapot', 'Teljes ár', 'Dátum']);
  });
});

describe('tableColumnState', () => {
  it('keeps the fixed column first, drops columns the list lost and appends the ones it gained', () => {
    expect(tableColumnState(columns, { order: ['date', 'gone', 'state'], hidden: ['state', 'gone'] })).toEqual({
      columnOrder: ['title', 'date', 'state', 'price'],
      columnVisibility: { state: false },
    });
  });
});
