import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';

interface Row {
  id: number;
  title: string;
}

const ROWS: Row[] = [
  { id: 1, title: 'Vízbetörés' },
  { id: 2, title: 'Tűzriadó' },
];

function Selectable({ onChange }: { onChange?: (ids: ReadonlySet<string>) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      label="Események"
      rows={ROWS}
      columns={[{ id: 'title', header: 'Esemény', cell: ({ row }) => row.original.title }]}
      rowId={(row) => String(row.id)}
      selection={{
        selected,
        onChange: (next) => {
          setSelected(next);
          onChange?.(next);
        },
        rowName: (row) => row.title,
      }}
    />
  );
}

const usePhone = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

describe('DataTable selection', () => {
  it('ticks rows by keyboard, each checkbox named after its row, the focus staying on the checkbox pressed', async () => {
    usePhone(false);
    const onChange = vi.fn();
    render(<Selectable onChange={onChange} />);
    const user = userEvent.setup();
    const table = screen.getByRole('table', { name: 'Események' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Az oldal összes sorának kijelölése', 'Esemény']);
    // A row's name is its checkbox's label only, not a second text in the row.
    expect(within(table).getAllByText('Vízbetörés')).toHaveLength(1);
    const first = screen.getByRole('checkbox', { name: 'Vízbetörés kijelölése' });
    first.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1']));
    expect(screen.getByRole('checkbox', { name: 'Vízbetörés kijelölése' })).toBeChecked();
    // The same checkbox, not a new one: the keyboard stays where it was.
    expect(screen.getByRole('checkbox', { name: 'Vízbetörés kijelölése' })).toHaveFocus();
    const page = screen.getByRole('checkbox', { name: 'Az oldal összes sorának kijelölése' });
    expect(page).toBePartiallyChecked();
    await user.click(page);
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1', '2']));
    expect(page).toBeChecked();
    await user.click(page);
    expect(onChange).toHaveBeenLastCalledWith(new Set());
  });

  it('on a phone each card has its checkbox, and the page has one above the cards, its words beside it', async () => {
    usePhone(true);
    const onChange = vi.fn();
    render(<Selectable onChange={onChange} />);
    const cards = screen.getByRole('list', { name: 'Események' });
    const [card] = within(cards).getAllByRole('listitem');
    await userEvent.click(within(card!).getByRole('checkbox', { name: 'Vízbetörés kijelölése' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1']));
    // Its label is its own text, which the cards' stylesheet shows (the table's hides it): a user reads what it ticks.
    await userEvent.click(screen.getByText('Az oldal összes sorának kijelölése'));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1', '2']));
  });
});
