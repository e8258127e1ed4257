import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { FilterOptions } from '@/generated/models';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SystemErrorReportMeta } from '@/generated/meta/system-error-reports';
import { ApiError } from '@/generated/runtime';
import { toastHistory } from '@/lib/toasts';
import { renderRouter } from '@/test/render';
import { json, mockFetch } from '@/test/fetch-mock';
import { loadListPage } from '../routes';
import { listSearchSchema } from './list-search';
import { type ListQuery, type SectionDefinition } from '../section';
import { RecordListScreen } from './RecordListScreen';
import type { ListParamsMeta } from '@/generated/list-params/types';
import type { SchemaMeta } from '@/generated/meta/types';

interface Row {
  id: number;
  title: string;
  state: 'pending' | 'closed_positive';
}

const params = {
  filters: {
    state: { label: 'Állapot', kind: 'string', enumLabels: { pending: 'Függőben', closed_positive: 'Jóváhagyott' } },
    processed: { label: 'Feldolgozva', kind: 'boolean' },
    min_price: { label: 'Teljes ár (Ft)', kind: 'number', range: { key: 'price', end: 'min', pair: 'max_price' } },
    max_price: { label: 'Teljes ár (Ft)', kind: 'number', range: { key: 'price', end: 'max', pair: 'min_price' } },
    min_date: { label: 'Időszak', kind: 'date', range: { key: 'date', end: 'min', pair: 'max_date' } },
    max_date: { label: 'Időszak', kind: 'date', range: { key: 'date', end: 'max', pair: 'min_date' } },
  },
  orderBy: { fields: ['title'] },
} as const satisfies ListParamsMeta;

interface SetupOptions {
  total?: number;
  initial?: string;
  /** The list's generated parameter meta and the filters shown. */
  list?: { params?: ListParamsMeta; filters: readonly string[]; meta?: SchemaMeta; views?: SectionDefinition<Row, Row, Record<string, unknown>>['list']['views'] };
  /** How many list calls fail before they succeed. */
  failures?: number;
  /** What the export call fails with, if it does. */
  exportFailure?: unknown;
  /** Rows listed after the two of every test. */
  extraRows?: Row[];
}

function setup({ total = 3, initial = '/lista', list, failures = 0, exportFailure, extraRows = [] }: SetupOptions = {}) {
  let failuresLeft = failures;
  const queries: ListQuery[] = [];
  const exportCalls: unknown[] = [];
  const rows = (query: ListQuery): { data: Row[]; total: number } => ({
    total: typeof total === 'number' ? total : 0,
    data: [{ id: 1, title: `Első ${query.q ?? ''}`.trim(), state: 'pending' }, { id: 2, title: 'Második', state: 'closed_positive' }, ...extraRows],
  });
  // A section as the screens read it, built directly: its made-up addresses are no site-map entry's.
  const section: SectionDefinition<Row, Row, Record<string, unknown>> = {
    id: 'things',
    title: 'Bejelentések',
    recordName: 'Bejelentés',
    routes: { list: '/lista', create: '/uj', details: (id) => `/${id}.html` },
    api: {
      list: ({ query = {} }) =>
        queryOptions({
          queryKey: ['listThings', { query }],
          queryFn: async () => {
            queries.push(query);
            if (failuresLeft > 0) {
              failuresLeft -= 1;
              throw new TypeError('Failed to fetch');
            }
            return rows(query);
          },
          retry: false,
        }),
      get: ({ path }) => queryOptions({ queryKey: ['getThing', path], queryFn: async (): Promise<Row> => ({ id: path.id, title: '', state: 'pending' }) }),
      filterOptions: () =>
        queryOptions({
          queryKey: ['thingFilters'],
          queryFn: async (): Promise<FilterOptions> => ({
            state: [
              { value: 'pending', label: 'Függőben' },
              { value: 'closed_positive', label: 'Jóváhagyott' },
            ],
            floors: [
              { value: 'pince', label: 'Pince' },
              { value: '1. emelet', label: '1. emelet' },
            ],
          }),
        }),
      export: async (vars) => {
        exportCalls.push(vars);
        if (exportFailure) throw exportFailure;
        return { blob: new Blob(['x']), filename: 'bejelentések.xlsx' };
      },
    },
    list: { meta: SystemErrorReportMeta, columns: ['title', 'state'], filters: ['state'], waitingForMe: true, ...list },
    details: { title: (r) => r.title, summary: [], meta: SystemErrorReportMeta, panels: {} },
  };
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()();
  const listing = createRoute({
    getParentRoute: () => rootRoute,
    path: '/lista',
    validateSearch: listSearchSchema,
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ context, deps }) => loadListPage(context.queryClient, section, deps.search),
    component: function Listing() {
      return <RecordListScreen section={section} search={listing.useSearch()} />;
    },
  });
  // Another section on the same screen component, as the generic section routes render them.
  const otherSection = { ...section, id: 'others', title: 'Másik szakasz', routes: { ...section.routes, list: '/masik' } };
  const other = createRoute({
    getParentRoute: () => rootRoute,
    path: '/masik',
    validateSearch: listSearchSchema,
    component: function Other() {
      return <RecordListScreen section={otherSection} search={other.useSearch()} />;
    },
  });
  const details = createRoute({ getParentRoute: () => rootRoute, path: '/{$id}.html', component: () => null });
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree: rootRoute.addChildren([listing, other, details]),
    history: createMemoryHistory({ initialEntries: [initial] }),
    context: { queryClient },
  });
  renderRouter(router, queryClient);
  return { queries, exportCalls, router, details, queryClient };
}

describe('the list screen', () => {
  it("loads the details screen's code once its rows show and the browser is idle, asking for no record", async () => {
    const { router, details, queryClient } = setup();
    const loadChunk = vi.spyOn(router, 'loadRouteChunk');
    await screen.findByRole('link', { name: 'Második' });
    await waitFor(() => expect(loadChunk.mock.calls.map(([route]) => route.id)).toContain(details.id));
    expect(queryClient.getQueryCache().findAll({ queryKey: ['getThing'] })).toEqual([]);
  });

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

  it("a record without its first column's value opens by a link saying so ('Tárgy nélkül'), not by '–'", async () => {
    setup({ extraRows: [{ id: 3, title: '', state: 'pending' }] });
    expect(await screen.findByRole('link', { name: 'Tárgy nélkül' })).toHaveAttribute('href', '/3.html');
    expect(screen.queryByRole('link', { name: '–' })).toBeNull();
  });

  it('shows an id its column looks up (x-lookup) by the looked-up name', async () => {
    mockFetch((request) => (request.url.includes('/api/statikus-adatok/') ? json({ titles: [{ id: 'Második', name: 'A második bejelentés' }] }) : json({})));
    const meta = {
      title: 'Bejelentés',
      fields: { ...SystemErrorReportMeta.fields, title: { label: 'Cím', kind: 'string', lookup: { source: 'static:titles' } } },
    } as const;
    setup({ list: { filters: [], meta } });
    expect(await screen.findByRole('link', { name: 'A második bejelentés' })).toHaveAttribute('href', '/2.html');
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

  it("a failed export shows the server's messages as received, several on their own lines (section 8), not a generic text", async () => {
    const user = userEvent.setup();
    setup({ exportFailure: new ApiError(400, { detail: ['Legfeljebb 10 000 sor exportálható.', 'Szűkítse a szűrést.'] }) });
    await screen.findByRole('link', { name: 'Második' });
    await user.click(screen.getByRole('button', { name: 'Exportálás (xlsx)' }));
    await waitFor(() => expect(toastHistory.get().at(-1)?.message).toBe('Legfeljebb 10 000 sor exportálható.\nSzűkítse a szűrést.'));
  });

  it('a range filter writes min_ and max_ into the URL and the request', async () => {
    const user = userEvent.setup();
    const { queries, router } = setup({ list: { params, filters: ['min_price'] } });
    await screen.findByRole('link', { name: 'Második' });
    expect(screen.getByRole('group', { name: 'Teljes ár (Ft)' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Teljes ár (Ft) (tól)' }), '10000{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ min_price: 10000 }));
    // Written plain, not as a quoted text (`min_price=%2210000%22`).
    expect(router.state.location.searchStr).toBe('?min_price=10000');
    await user.type(screen.getByRole('textbox', { name: 'Teljes ár (Ft) (ig)' }), '250000');
    await user.tab();
    await waitFor(() => expect(router.state.location.search).toEqual({ min_price: 10000, max_price: 250000 }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ min_price: 10000, max_price: 250000 }));
  });

  it('two filters set before the first one has rendered are both kept (one end of a range, then the other)', async () => {
    const { router } = setup({ list: { params, filters: ['min_price'] } });
    await screen.findByRole('link', { name: 'Második' });
    const min = screen.getByRole('textbox', { name: 'Teljes ár (Ft) (tól)' });
    const max = screen.getByRole('textbox', { name: 'Teljes ár (Ft) (ig)' });
    // Both in one task, as a quick Tab, type, Tab does in a real browser: no render in between.
    act(() => {
      fireEvent.change(min, { target: { value: '5' } });
      fireEvent.blur(min);
      fireEvent.change(max, { target: { value: '9' } });
      fireEvent.blur(max);
    });
    await waitFor(() => expect(router.state.location.search).toEqual({ min_price: 5, max_price: 9 }));
  });

  it("a yes/no filter offers 'Igen' and 'Nem', and empty means both", async () => {
    const user = userEvent.setup();
    const { queries, router } = setup({ list: { params, filters: ['processed'] } });
    await screen.findByRole('link', { name: 'Második' });
    await user.click(screen.getByRole('button', { name: /^Feldolgozva: lehetőségek/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Igen', 'Nem']);
    await user.click(screen.getByRole('option', { name: 'Nem' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ processed: false }));
    expect(router.state.location.search).toEqual({ processed: false });
    expect(router.state.location.searchStr).toBe('?processed=false');
    await user.clear(screen.getByRole('combobox', { name: 'Feldolgozva' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({}));
  });

  it("a yes/no filter's 'Nem' stays when another filter changes", async () => {
    const user = userEvent.setup();
    const { queries, router } = setup({ list: { params, filters: ['processed', 'min_price'] }, initial: '/lista?processed=false' });
    await screen.findByRole('link', { name: 'Második' });
    expect(queries.at(-1)).toEqual({ processed: false });
    await user.type(screen.getByRole('textbox', { name: 'Teljes ár (Ft) (tól)' }), '5{Enter}');
    await waitFor(() => expect(queries.at(-1)).toEqual({ processed: false, min_price: 5 }));
    expect(router.state.location.search).toEqual({ processed: false, min_price: 5 });
  });

  it('a date range shows both ends as date pickers and sends them as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const { queries, router } = setup({ list: { params, filters: ['min_date'] }, initial: '/lista?min_date=2026-09-01' });
    await screen.findByRole('link', { name: 'Második' });
    expect(queries.at(-1)).toEqual({ min_date: '2026-09-01' });
    const to = screen.getByRole('group', { name: 'Időszak (ig)' });
    await user.click(within(to).getAllByRole('spinbutton')[0] ?? to);
    await user.keyboard('20270630');
    await waitFor(() => expect(router.state.location.search).toEqual({ min_date: '2026-09-01', max_date: '2027-06-30' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ min_date: '2026-09-01', max_date: '2027-06-30' }));
  });

  it('orders on the server by order_by, only by the columns the list declares', async () => {
    const user = userEvent.setup();
    const { queries, router } = setup({ list: { params, filters: [] } });
    await screen.findByRole('link', { name: 'Második' });
    expect(within(screen.getByRole('columnheader', { name: 'Állapot' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Megnevezés|Cím|Tárgy/ }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ order_by: 'title' }));
    await user.click(screen.getByRole('button', { name: /Megnevezés|Cím|Tárgy/ }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ order_by: '-title' }));
    expect(router.state.location.search).toEqual({ order_by: '-title' });
    // The rows are shown in the order the server sent them.
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Első', 'Második']);
  });

  it('no sort button at all where the list declares no order_by', async () => {
    setup();
    await screen.findByRole('link', { name: 'Második' });
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toEqual([]);
  });

  it("the search box shows the URL's text after entering another section", async () => {
    const user = userEvent.setup();
    const { router } = setup({ initial: '/lista?q=nyomtató' });
    const box = await screen.findByRole('searchbox');
    expect(box).toHaveValue('nyomtató');
    await user.type(box, ' javítás');
    router.history.push('/masik');
    await screen.findByRole('heading', { name: 'Másik szakasz' });
    expect(screen.getByRole('searchbox')).toHaveValue('');
    router.history.push('/masik?q=l%C3%A1mpa');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue('lámpa'));
  });

  it("a failed load shows the error inside the page, title, filters and 'Új' kept, and 'Újra' loads again", async () => {
    const user = userEvent.setup();
    setup({ failures: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('A lista betöltése nem sikerült.');
    expect(screen.getByRole('heading', { name: 'Bejelentések' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Új bejelentés' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Újra' }));
    expect(await screen.findByRole('link', { name: 'Második' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a chooser filter szurok/ does not offer takes its options from the parameter's x-lookup", async () => {
    const user = userEvent.setup();
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/intezmenyek/'
        ? json([
            { id: 2, name: 'Petőfi Sándor Általános Iskola' },
            { id: 5, name: 'Kölcsey Ferenc Gimnázium' },
          ])
        : json({}, 404),
    );
    const lookupParams = { filters: { institution: { label: 'Intézmény', kind: 'integer', lookup: { source: 'institutions' } } } } as const satisfies ListParamsMeta;
    const { queries } = setup({ list: { params: lookupParams, filters: ['institution'] } });
    await screen.findByRole('link', { name: 'Második' });
    await user.click(screen.getByRole('button', { name: /^Intézmény: lehetőségek/ }));
    await user.click(await screen.findByRole('option', { name: 'Kölcsey Ferenc Gimnázium' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ institution: 5 }));
  });

  it('a filter whose values szurok/ gives under another key (optionsKey) offers them', async () => {
    const user = userEvent.setup();
    const floorParams = { filters: { floor: { label: 'Emelet', kind: 'string', optionsKey: 'floors' } } } as const satisfies ListParamsMeta;
    const { queries } = setup({ list: { params: floorParams, filters: ['floor'] } });
    await screen.findByRole('link', { name: 'Második' });
    await user.click(screen.getByRole('button', { name: /^Emelet: lehetőségek/ }));
    await user.click(await screen.findByRole('option', { name: '1. emelet' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ floor: '1. emelet' }));
  });

  it("another view ('Saját') lists from its own call, in the URL as view, without search, filters or paging; the first link goes back", async () => {
    const user = userEvent.setup();
    let ownCalls = 0;
    const own = () =>
      queryOptions({
        queryKey: ['listOwnThings'],
        queryFn: async (): Promise<{ data: Row[]; total: number }> => {
          ownCalls += 1;
          return { data: [{ id: 7, title: 'Saját bejelentés', state: 'pending' }], total: 1 };
        },
      });
    const { queries, router } = setup({ total: 100, list: { filters: ['state'], views: { main: 'Összes', others: [{ id: 'sajat', label: 'Saját', list: own }] } } });
    await screen.findByRole('link', { name: 'Második' });
    const views = screen.getByRole('navigation', { name: 'Nézetek' });
    expect(within(views).getByRole('link', { name: 'Összes' })).toHaveAttribute('aria-current', 'page');
    const listCalls = queries.length;
    await user.click(within(views).getByRole('link', { name: 'Saját' }));
    expect(await screen.findByRole('link', { name: 'Saját bejelentés' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ view: 'sajat' });
    expect(ownCalls).toBeGreaterThan(0);
    expect(queries.length).toBe(listCalls);
    expect(within(views).getByRole('link', { name: 'Saját' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByPlaceholderText('Keresés')).toBeNull();
    expect(screen.queryByRole('button', { name: '2. oldal' })).toBeNull();
    await user.click(within(views).getByRole('link', { name: 'Összes' }));
    expect(await screen.findByRole('link', { name: 'Második' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
    expect(screen.getByPlaceholderText('Keresés')).toBeInTheDocument();
  });

  it('a row link preloads its details when pointed at or focused', async () => {
    const { router } = setup();
    const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    const link = await screen.findByRole('link', { name: 'Második' });
    await userEvent.hover(link);
    expect(preload).toHaveBeenCalledWith({ to: '/2.html' });
    link.focus();
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
