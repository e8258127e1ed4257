import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

describe('DataTable', () => {
  it('its scroll box takes the keyboard focus, so a table wider than the page can be scrolled without a mouse', async () => {
    render(
      <DataTable
        label="Rendkívüli események"
        rows={[{ id: 1, title: 'Vízbetörés a tornateremben' }]}
        columns={[{ id: 'title', header: 'Esemény', cell: ({ row }) => row.original.title }]}
        sorting={[]}
        onSortingChange={() => undefined}
        rowId={(row) => String(row.id)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Rendkívüli események' });
    await userEvent.tab();
    expect(table.parentElement).toHaveFocus();
  });

  it("while its query is pending says 'Betöltés…' and is busy; while it fetches again it keeps the rows and is busy", () => {
    const table = (query: { isPending: boolean; isFetching: boolean }, rows: { id: number; title: string }[]) => (
      <DataTable
        label="Bejegyzések"
        rows={rows}
        columns={[{ id: 'title', header: 'Esemény', cell: ({ row }) => row.original.title }]}
        rowId={(row) => String(row.id)}
        query={query}
      />
    );
    const { rerender } = render(table({ isPending: true, isFetching: true }, []));
    expect(screen.getByRole('table', { name: 'Bejegyzések' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Betöltés…')).toBeInTheDocument();
    rerender(table({ isPending: false, isFetching: true }, [{ id: 1, title: 'Tűzriadó' }]));
    expect(screen.getByRole('table', { name: 'Bejegyzések' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Tűzriadó')).toBeInTheDocument();
    rerender(table({ isPending: false, isFetching: false }, [{ id: 1, title: 'Tűzriadó' }]));
    expect(screen.getByRole('table', { name: 'Bejegyzések' })).not.toHaveAttribute('aria-busy');
  });
});
