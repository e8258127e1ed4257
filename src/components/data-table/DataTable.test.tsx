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
});
