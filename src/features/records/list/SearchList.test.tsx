import type { ColumnDef } from '@tanstack/react-table';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListParamsMeta } from '@/generated/list-params/types';
import type { ListSearch } from './list-search';
import { recordingSource } from '@/test/list-source';
import { SearchList } from './SearchList';
import { renderWithProviders } from '@/test/render';

interface Row {
  id: number;
  name: string;
  city: string;
}

const params = {
  filters: {
    working_hours: { label: 'Munkaidő', kind: 'string', enumLabels: { full_time: 'Teljes munkaidő', part_time: 'Részmunkaidő' } },
    job: { label: 'Munkakör', kind: 'integer', enumLabels: { '3': 'Tanító', '4': 'Könyvtáros' } },
  },
  orderBy: { fields: ['name'] },
} as const satisfies ListParamsMeta;

const columns: ColumnDef<Row>[] = [
  { id: 'name', header: 'Név', cell: ({ row }) => <a href={`/${row.original.id}.html`}>{row.original.name}</a> },
  { id: 'city', header: 'Település', cell: ({ row }) => row.original.city },
];

function setup({ initial = {}, total = 2, phone = false }: { initial?: ListSearch; total?: number; phone?: boolean } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  const { queries, source } = recordingSource<Row>([{ id: 1, name: 'Kiss Anna', city: 'Pécs' }], { params, filters: ['working_hours', 'job'] }, total);
  const changes: { search: ListSearch; replace: boolean | undefined }[] = [];
  function Screen() {
    const [search, setSearch] = useState<ListSearch>(initial);
    return (
      <SearchList
        source={source}
        label="Állások"
        search={search}
        onSearchChange={(next, options) => {
          changes.push({ search: next, replace: options?.replace });
          setSearch(next);
        }}
        columns={columns}
        rowId={(row) => String(row.id)}
      />
    );
  }
  renderWithProviders(<Screen />);
  return { queries, changes };
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchList (a special list from the list blocks)', () => {
  it('moves to the last page that exists when the count drops under the current page, replacing the address (section 9)', async () => {
    const { queries, changes } = setup({ initial: { page: 5, q: 'Kiss' }, total: 30 });
    await waitFor(() => expect(changes.at(-1)).toEqual({ search: { page: 2, q: 'Kiss' }, replace: true }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ q: 'Kiss', page: 2 }));
    expect(screen.getByRole('button', { name: '2. oldal' })).toHaveAttribute('aria-current', 'page');
  });

  it('stays on a page that exists', async () => {
    const { queries, changes } = setup({ initial: { page: 2 }, total: 30 });
    await waitFor(() => expect(queries).toEqual([{ page: 2 }]));
    expect(changes).toEqual([]);
  });

  it('filters by the generated parameters: labels from the meta, a number filter kept as a number, the page reset', async () => {
    const user = userEvent.setup();
    const { queries, changes } = setup({ initial: { page: 1 } });
    await user.click(screen.getByRole('button', { name: /^Munkakör/ }));
    await user.click(await screen.findByRole('option', { name: 'Könyvtáros' }));
    await waitFor(() => expect(changes.at(-1)?.search).toEqual({ page: undefined, job: 4 }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ job: 4 }));
    expect(screen.getByRole('combobox', { name: /^Munkaidő/ })).toBeInTheDocument();
    // 'Szűrők törlése' clears every filter at once.
    await user.click(screen.getByRole('button', { name: 'Szűrők törlése' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({}));
    expect(screen.queryByRole('button', { name: 'Szűrők törlése' })).not.toBeInTheDocument();
  });

  it('the one search box: applied on Enter, cleared with Escape', async () => {
    const user = userEvent.setup();
    const { queries } = setup();
    const box = screen.getByRole('searchbox', { name: /^Keresés/ });
    await user.type(box, 'Pécs{Enter}');
    await waitFor(() => expect(queries.at(-1)).toEqual({ q: 'Pécs' }));
    await user.type(box, '{Escape}');
    await waitFor(() => expect(queries.at(-1)).toEqual({}));
  });

  it('sorts by a header the call declares in order_by, shown with aria-sort, and sends it', async () => {
    const user = userEvent.setup();
    const { queries } = setup();
    const table = await screen.findByRole('table', { name: 'Állások' });
    const [name, city] = within(table).getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(city).not.toHaveAttribute('aria-sort');
    expect(within(city!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(name!).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ order_by: 'name' }));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(name!).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ order_by: '-name' }));
    expect(name).toHaveAttribute('aria-sort', 'descending');
  });

  it("on a phone: rows as cards and the filters behind 'Szűrők (n)', which counts and clears them", async () => {
    const user = userEvent.setup();
    const { queries } = setup({ phone: true, initial: { working_hours: 'part_time' } });
    const cards = await screen.findByRole('list', { name: 'Állások' });
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Kiss Anna' })).toHaveAttribute('href', '/1.html');
    expect(within(card).getByText('Település')).toBeInTheDocument();
    expect(within(card).getByText('Pécs')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Munkaidő/ })).not.toBeInTheDocument();

    const fold = screen.getByRole('button', { name: 'Szűrők (1)' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('group', { name: 'Szűrők' })).getByRole('combobox', { name: /^Munkaidő/ })).toBeInTheDocument();
    // A filter applied closes the panel (the first card near the top again), back on the button (issue 35).
    await user.click(within(screen.getByRole('group', { name: 'Szűrők' })).getByRole('button', { name: /^Munkaidő/ }));
    await user.click(await screen.findByRole('option', { name: 'Teljes munkaidő' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ working_hours: 'full_time' }));
    expect(screen.queryByRole('group', { name: 'Szűrők' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Szűrők (1)' })).toHaveFocus());
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Szűrők törlése' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({}));
    expect(screen.getByRole('button', { name: 'Szűrők' })).toBeInTheDocument();
  });
});
