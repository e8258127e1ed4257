import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWindowLayout } from '@/test/window-layout';
import { DataTable } from './DataTable';
import { VIRTUAL_ROWS_FROM } from './table-window';

interface Item {
  id: number;
  title: string;
}

const rows = (count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Irat ${i + 1}` }));

function renderTable(count: number) {
  render(
    <DataTable
      label="Iratok"
      rows={rows(count)}
      columns={[{ id: 'title', header: 'Cím', cell: ({ row }) => <a href={`/irat/${row.original.id}.html`}>{row.original.title}</a> }]}
      rowId={(row) => String(row.id)}
    />,
  );
}

const phone = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

let undoLayout = () => {};
afterEach(() => {
  undoLayout();
  vi.unstubAllGlobals();
});

describe('DataTable with many rows', { timeout: 60000 }, () => {
  it('below the threshold renders every row, without the row counts a window needs', () => {
    undoLayout = fakeWindowLayout('tr[data-index]', 41, 4000);
    renderTable(VIRTUAL_ROWS_FROM - 1);
    const table = screen.getByRole('table', { name: 'Iratok' });
    expect(within(table).getAllByRole('link')).toHaveLength(VIRTUAL_ROWS_FROM - 1);
    expect(table).not.toHaveAttribute('aria-rowcount');
  });

  it('on a phone renders the cards near the view, each saying where it stands; End and k reach the others', async () => {
    undoLayout = fakeWindowLayout('li.data-card', 150, 500 * 160);
    phone(true);
    const user = userEvent.setup();
    renderTable(500);
    const cards = screen.getByRole('list', { name: 'Iratok' });
    const shown = within(cards).getAllByRole('listitem');
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.length).toBeLessThan(30);
    expect(shown[0]).toHaveAttribute('aria-setsize', '500');
    expect(shown[0]).toHaveAttribute('aria-posinset', '1');
    within(shown[0]!).getByRole('link', { name: 'Irat 1' }).focus();
    await user.keyboard('{End}');
    const last = await screen.findByRole('link', { name: 'Irat 500' });
    expect(last).toHaveFocus();
    expect(last.closest('li')).toHaveAttribute('aria-posinset', '500');
    await user.keyboard('k');
    expect(await screen.findByRole('link', { name: 'Irat 499' })).toHaveFocus();
  });
});
