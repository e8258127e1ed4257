import type { ColumnDef } from '@tanstack/react-table';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable } from './DataTable';
import type { SortingState } from '@tanstack/react-table';

interface Row {
  id: number;
  name: string;
  city: string | null;
  count: number;
}

const rows: Row[] = [
  { id: 1, name: 'Zsámbéki Éva', city: 'Pécs', count: 10 },
  { id: 2, name: 'Ábel Anna', city: null, count: 9 },
  { id: 3, name: 'Bakó Béla', city: 'Győr', count: 100 },
];

const columns: ColumnDef<Row>[] = [
  { id: 'name', header: 'Név', accessorFn: (row) => row.name, cell: ({ row }) => <a href={`/${row.original.id}.html`}>{row.original.name}</a> },
  { id: 'city', header: 'Település', accessorFn: (row) => row.city, cell: ({ row }) => row.original.city ?? '–' },
  { id: 'count', header: 'Létszám', accessorFn: (row) => row.count, cell: ({ row }) => String(row.original.count) },
  { id: 'note', header: 'Megjegyzés', cell: () => 'megjegyzés' },
];

function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

afterEach(() => vi.unstubAllGlobals());

function SortingTable({ sortOnPage }: { sortOnPage: boolean }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  return (
    <DataTable label="Dolgozók" rows={rows} columns={columns} rowId={(row) => String(row.id)} sorting={sorting} onSortingChange={setSorting} sortOnPage={sortOnPage} />
  );
}

const firstCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable: a page that sorts itself and chosen columns', () => {
  it('the whole result on the page sorts by any column with a value, as Hungarian text or by number, empty cells last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SortingTable sortOnPage />);
    expect(firstCells()).toEqual(['Zsámbéki Éva', 'Ábel Anna', 'Bakó Béla']);
    await user.click(screen.getByRole('button', { name: /^Név/ }));
    expect(firstCells()).toEqual(['Ábel Anna', 'Bakó Béla', 'Zsámbéki Éva']);
    expect(screen.getByRole('columnheader', { name: /^Név/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Név/ }));
    expect(firstCells()).toEqual(['Zsámbéki Éva', 'Bakó Béla', 'Ábel Anna']);
    await user.click(screen.getByRole('button', { name: /^Létszám/ }));
    expect(firstCells()).toEqual(['Ábel Anna', 'Zsámbéki Éva', 'Bakó Béla']);
    await user.click(screen.getByRole('button', { name: /^Település/ }));
    expect(firstCells()).toEqual(['Bakó Béla', 'Zsámbéki Éva', 'Ábel Anna']);
    // A column without a value of its own offers no sorting.
    expect(within(screen.getByRole('columnheader', { name: 'Megjegyzés' })).queryByRole('button')).toBeNull();
  });

  it('without sortOnPage a column that does not declare enableSorting offers none and the rows keep the server\u2019s order', () => {
    renderWithProviders(<SortingTable sortOnPage={false} />);
    expect(screen.queryByRole('button', { name: /^Név/ })).toBeNull();
    expect(firstCells()).toEqual(['Zsámbéki Éva', 'Ábel Anna', 'Bakó Béla']);
  });

  it('shows the chosen columns in the chosen order', () => {
    renderWithProviders(
      <DataTable
        label="Dolgozók"
        rows={rows}
        columns={columns}
        rowId={(row) => String(row.id)}
        columnOrder={['name', 'count', 'city', 'note']}
        columnVisibility={{ note: false }}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Név', 'Létszám', 'Település']);
  });

  it('on a phone a card shows the first chosen columns under the title', () => {
    phone(true);
    renderWithProviders(
      <DataTable
        label="Dolgozók"
        rows={rows.slice(0, 1)}
        columns={columns}
        rowId={(row) => String(row.id)}
        columnOrder={['name', 'note', 'count', 'city']}
        columnVisibility={{ city: false }}
        cardFields={2}
      />,
    );
    const card = screen.getByRole('listitem');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Megjegyzés', 'Létszám']);
  });
});

describe('chosen columns with row selection', () => {
  it("keeps the checkbox on a phone card whatever order the user chose, the record's link as the card's title", () => {
    phone(true);
    const table = (sortOnPage: boolean) => (
      <DataTable
        label="Dolgozók"
        rows={rows}
        columns={columns}
        rowId={(row) => String(row.id)}
        sortOnPage={sortOnPage}
        columnOrder={['name', 'count', 'city', 'note']}
        columnVisibility={{}}
        selection={{ selected: new Set<string>(), onChange: () => undefined, rowName: (row) => row.name }}
      />
    );
    // The page starts sorting itself once its whole result has come.
    const { rerender } = renderWithProviders(table(false));
    rerender(table(true));
    const card = screen.getAllByRole('listitem')[0]!;
    expect(within(card.querySelector<HTMLElement>('.data-card__select')!).getByRole('checkbox')).toBeInTheDocument();
    expect(within(card.querySelector<HTMLElement>('.data-card__title')!).getByRole('link', { name: 'Zsámbéki Éva' })).toBeInTheDocument();
  });
});
