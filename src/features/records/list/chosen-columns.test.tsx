import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSectionList, type ListRow } from '@/test/list-section';

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const firstCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const rows: ListRow[] = [
  { id: 1, title: 'Zárolt ajtó', state: 'pending' },
  { id: 2, title: 'Ázott mennyezet', state: 'closed_positive' },
  { id: 3, title: 'Beázás', state: 'pending' },
];

describe("a list's chosen columns and its own sorting", () => {
  it('are remembered per user and list: the same user finds them on the next visit, another user the list\u2019s own', async () => {
    const user = userEvent.setup();
    renderSectionList({ total: 10 });
    await screen.findByRole('link', { name: 'Második' });
    await user.click(screen.getByRole('button', { name: 'Oszlopok' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Oszlopok' })).getByRole('checkbox', { name: 'Állapot' }));
    await user.keyboard('{Escape}');
    expect(headers()).toEqual(['Tárgy']);
    cleanup();

    renderSectionList({ total: 10 });
    await screen.findByRole('link', { name: 'Második' });
    expect(headers()).toEqual(['Tárgy']);
    cleanup();

    renderSectionList({ userId: 13, total: 10 });
    await screen.findByRole('link', { name: 'Második' });
    expect(headers()).toEqual(['Tárgy', 'Állapot']);
  });

  it('a list whose server takes no order sorts by any column on the page when its whole result is there, kept in the address', async () => {
    const user = userEvent.setup();
    const { router, queries } = renderSectionList({ rows });
    await screen.findByRole('link', { name: 'Beázás' });
    await user.click(screen.getByRole('button', { name: /^Tárgy/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ order_by: 'title' }));
    await waitFor(() => expect(firstCells()).toEqual(['Ázott mennyezet', 'Beázás', 'Zárolt ajtó']));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /^Állapot/ }));
    // By the state's name: 'Függőben' before 'Jóváhagyott'.
    await waitFor(() => expect(router.state.location.search).toEqual({ order_by: 'state' }));
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent),
    ).toEqual(['Függőben', 'Függőben', 'Jóváhagyott']);
    // The server is not asked to order.
    expect(queries.every((query) => !('order_by' in query))).toBe(true);
  });

  it('a result longer than the page offers no sorting where the server takes none', async () => {
    renderSectionList({ rows, total: 40 });
    await screen.findByRole('link', { name: 'Beázás' });
    expect(screen.queryByRole('button', { name: /^Tárgy/ })).toBeNull();
    expect(firstCells()).toEqual(['Zárolt ajtó', 'Ázott mennyezet', 'Beázás']);
  });
});
