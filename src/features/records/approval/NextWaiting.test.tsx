import { QueryClient, queryOptions } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentStep } from '@/generated/models';
import { rememberListSearch } from '@/lib/list-memory';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRouter } from '@/test/render';
import { staffUser } from '@/test/users';
import type { ListQuery } from '../section';
import { renderReportDetails, reportSection, reportStaff, savedReport } from '../screens/details-test-setup';
import { findNextWaiting } from './decision-queue';
import { NextWaiting, NO_NEXT_WAITING } from './NextWaiting';

const user = staffUser({ groups: [{ id: 3 }] });
const mine: CurrentStep = {
  name: 'Ellenjegyzés',
  user: null,
  group: { id: 3, name: 'Pénzügyi referensek' },
  substitutors: [],
  options: [{ id: 71, label: 'Jóváhagyás', type: 'positive', questions: [], confirm_with_negative_history: false }],
};
const others: CurrentStep = { ...mine, group: { id: 8, name: 'Igazgatók' } };

interface Row {
  id: number;
  current_step: CurrentStep | null;
}

/** NextWaiting on record `currentId`'s details, its list answering `pages` (by page number) and recording each query. */
function setup(pages: Record<number, Row[]>, { currentId = 10, total = Object.values(pages).flat().length, waitingForMe = true } = {}) {
  const queries: ListQuery[] = [];
  const list = ({ query = {} }: { query?: ListQuery }) =>
    queryOptions({
      queryKey: ['listThings', { query }],
      queryFn: async () => {
        queries.push(query);
        return { total, data: pages[query.page ?? 1] ?? [] };
      },
    });
  const root = createRootRoute({ component: Outlet });
  const details = createRoute({
    getParentRoute: () => root,
    path: '/{$id}.html',
    component: function Details() {
      const { id } = details.useParams();
      return (
        <>
          <h1>Tétel {id}</h1>
          <NextWaiting
            listPath="/lista.html"
            declaration={{
              filters: ['state'],
              waitingForMe,
              params: { filters: { state: { label: 'Állapot', kind: 'string' }, waiting_for_me: { label: 'Rám vár', kind: 'boolean' } } },
            }}
            list={list}
            detailsHref={(next) => `/${next}.html`}
            currentId={Number(id)}
            user={user}
          />
        </>
      );
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({ routeTree: root.addChildren([details]), history: createMemoryHistory({ initialEntries: [`/${currentId}.html`] }) });
  renderRouter(router, queryClient);
  return { queries, router, user: userEvent.setup() };
}

describe("'Következő döntésre váró'", () => {
  it("opens the next record of the list that waits for the user, asked with the list's search (kept from where the list was left) and 'Rám vár'", async () => {
    rememberListSearch('/lista.html', '?q=projektor&state=pending&page=3');
    const {
      queries,
      router,
      user: u,
    } = setup({
      1: [
        { id: 10, current_step: null },
        { id: 11, current_step: others },
        { id: 12, current_step: mine },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Következő döntésre váró' }));
    expect(await screen.findByRole('heading', { name: 'Tétel 12' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/12.html');
    // The list's search and filter, from its first page (the server narrows it to what waits), not the page it was left on.
    expect(queries).toEqual([{ q: 'projektor', state: 'pending', waiting_for_me: true }]);
  });

  it('says so when no other record of the list waits for the user', async () => {
    rememberListSearch('/lista.html', '?q=projektor');
    const { router, user: u } = setup({
      1: [
        { id: 10, current_step: null },
        { id: 11, current_step: others },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Következő döntésre váró' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(NO_NEXT_WAITING));
    expect(NO_NEXT_WAITING).toBe('Ebben a listában nincs több döntésre váró tétel.');
    expect(router.state.location.pathname).toBe('/10.html');
  });
});

describe('findNextWaiting on a list without a waiting filter', () => {
  it('looks from the current record onward on the page the list was left on, then the pages after, then comes round to the rows before it', async () => {
    const pages: Record<number, Row[]> = {
      1: [{ id: 1, current_step: mine }],
      2: [
        { id: 4, current_step: mine },
        { id: 5, current_step: null },
        { id: 6, current_step: others },
      ],
      3: [{ id: 7, current_step: mine }],
    };
    const asked: number[] = [];
    const search = (currentId: number, startPage: number) =>
      findNextWaiting<Row>({
        fetchPage: async (page) => {
          asked.push(page);
          return { total: 7, data: pages[page] ?? [] };
        },
        pageSize: 3,
        startPage,
        currentId,
        isWaiting: (row) => row.current_step?.group?.id === 3,
      });
    expect((await search(5, 2))?.id).toBe(7);
    expect(asked).toEqual([2, 3]);
    pages[3] = [];
    asked.length = 0;
    expect((await search(5, 2))?.id).toBe(1);
    expect(asked).toEqual([2, 3, 1]);
    pages[1] = [];
    expect((await search(5, 2))?.id).toBe(4);
    pages[2] = [{ id: 5, current_step: mine }];
    expect(await search(5, 2)).toBeUndefined();
  });
});

describe('on the details screen', () => {
  it('is offered once a decision is made on the record, not before', async () => {
    const step: CurrentStep = { ...mine, group: { id: 3, name: 'Fejlesztők' } };
    const section = { ...reportSection, details: { ...reportSection.details, panels: { approval: true } } };
    await renderReportDetails(savedReport({ current_step: step }), reportStaff, section);
    expect(screen.queryByRole('button', { name: 'Következő döntésre váró' })).toBeNull();
    const u = userEvent.setup();
    await u.click(within(screen.getByRole('group', { name: 'Döntési lehetőségek' })).getByRole('button', { name: 'Jóváhagyás' }));
    const next = await screen.findByRole('button', { name: 'Következő döntésre váró' });
    // The list has nothing else waiting.
    mockFetch((request) => (new URL(request.url).pathname === '/api/rendszerhibak/' ? json({ total: 1, data: [savedReport({ current_step: null })] }) : json({})));
    await u.click(next);
    await waitFor(() => expect(screen.getByText(NO_NEXT_WAITING)).toBeInTheDocument());
  });
});
