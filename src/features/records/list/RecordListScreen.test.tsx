import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import type { FilterOptions } from '@/generated/models';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SystemErrorReportMeta } from '@/generated/meta/system-error-reports';
import { loadListPage } from '../routes';
import { listSearchSchema } from './list-search';
import { defineSection, type ListQuery } from '../section';
import { RecordListScreen } from './RecordListScreen';
import type { ListSearch } from './list-search';

interface Row {
  id: number;
  title: string;
  state: 'pending' | 'closed_positive';
}

function setup({ total = 3, initial = '/lista' } = {}) {
  const queries: ListQuery[] = [];
  const exportCalls: unknown[] = [];
  const rows = (query: ListQuery): { data: Row[]; total: number } => ({
    total: typeof total === 'number' ? total : 0,
    data: [{ id: 1, title: `Első ${query.q ?? ''}`.trim(), state: 'pending' }, { id: 2, title: 'Második', state: 'closed_positive' }],
  });
  const section = defineSection<Row, Row, Record<string, unknown>>({
    id: 'things',
    title: 'Bejelentések',
    recordName: 'Bejelentés',
    routes: { list: '/lista', create: '/uj', details: (id) => `/${id}.html` },
    api: {
      list: ({ query = {} }) => queryOptions({ queryKey: ['listThings', { query }], queryFn: async () => (queries.push(query), rows(query)) }),
      get: ({ path }) => queryOptions({ queryKey: ['getThing', path], queryFn: async (): Promise<Row> => ({ id: path.id, title: '', state: 'pending' }) }),
      filterOptions: () =>
        queryOptions({ queryKey: ['thingFilters'], queryFn: async (): Promise<FilterOptions> => ({ state: [{ value: 'pending', label: 'Függőben' }, { value: 'closed_positive', label: 'Jóváhagyott' }] }) }),
      export: async (vars) => {
        exportCalls.push(vars);
        return { blob: new Blob(['x']), filename: 'bejelentések.xlsx' };
      },
    },
    list: { meta: SystemErrorReportMeta, columns: ['title', 'state'], filters: ['state'], waitingForMe: true },
    details: { title: (r) => r.title, summary: [], meta: SystemErrorReportMeta, panels: {} },
  });
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()();
  const listing = createRoute({
    getParentRoute: () => rootRoute,
    path: '/lista',
    validateSearch: listSearchSchema,
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ context, deps }) => loadListPage(context.queryClient, section, deps.search),
    component: function Listing() {
      return <RecordListScreen section={section} search={listing.useSearch() as ListSearch} />;
    },
  });
  const queryClient = new QueryClient();
  const router = createRouter({ routeTree: rootRoute.addChildren([listing]), history: createMemoryHistory({ initialEntries: [initial] }), context: { queryClient } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queries, exportCalls, router };
}

describe('the list screen', () => {
  it('applies the search on submit, not while typing, and starts again from page 1', async () => {
    const user = userEvent.setup();
    const { queries, router } = setup({ total: 100, initial: '/lista?page=3' });
    await screen.findByRole('link', { name: 'Második' });
    const box = screen.getByPlaceholderText('Keresés');
    expect(box).toHaveAttribute('placeholder', 'Keresés');
    await user.type(box, 'nyomtató');
    expect(queries.some((q) => q.q)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Keresés' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ q: 'nyomtató' }));
    expect(router.state.location.search).toEqual({ q: 'nyomtató' });
  });

  it('offers the filters from szurok/ and the waiting-for-me filter, and sends them', async () => {
    const user = userEvent.setup();
    const { queries } = setup();
    await screen.findByRole('link', { name: 'Második' });
    await user.click(screen.getByRole('button', { name: /^Állapot: lehetőségek/ }));
    await user.click(await screen.findByRole('option', { name: 'Jóváhagyott' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ state: 'closed_positive' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rám vár' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ state: 'closed_positive', waiting_for_me: true }));
  });

  it('moves to the last page that exists when the count drops', async () => {
    const { router } = setup({ total: 30, initial: '/lista?page=4' });
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
  });

  it('renders the state with its Hungarian label and links the first column to the details', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Második' })).toHaveAttribute('href', '/2.html');
    expect(screen.getByText('Jóváhagyott', { selector: '.badge' })).toBeInTheDocument();
  });

  it("exports the list without paging and saves it under the server's file name", async () => {
    const user = userEvent.setup();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { exportCalls } = setup({ initial: '/lista?page=2&q=abc' });
    await screen.findByRole('link', { name: 'Második' });
    await user.click(screen.getByRole('button', { name: 'Exportálás (xlsx)' }));
    await waitFor(() => expect(clicked).toEqual(['bejelentések.xlsx']));
    expect(exportCalls).toEqual([{ query: { q: 'abc', page: undefined, limit: undefined } }]);
  });
});
