import { QueryClient, queryOptions } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { RouterFrame } from '@/app/RouterFrame';
import { RecordListScreen } from '@/features/records/list/RecordListScreen';
import { listSearchSchema } from '@/features/records/list/list-search';
import type { ListQuery, SectionDefinition } from '@/features/records/section';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { SystemErrorReportMeta } from '@/generated/meta/system-error-reports';
import type { ListParamsMeta } from '@/generated/list-params/types';
import { renderRouter } from './render';
import { staffUser } from './users';

export interface ListRow {
  id: number;
  title: string;
  state: 'pending' | 'closed_positive';
}

const params = {
  filters: { state: { label: 'Állapot', kind: 'string', enumLabels: { pending: 'Függőben', closed_positive: 'Jóváhagyott' } } },
} as const satisfies ListParamsMeta;

/**
 * A section's list screen in a router whose root is the app's (react-aria links go through the router), the
 * signed-in user in the cache, a details route beside it; the list call records each query it is asked.
 */
export function renderSectionList({
  initial = '/lista',
  rows = [
    { id: 1, title: 'Első', state: 'pending' },
    { id: 2, title: 'Második', state: 'closed_positive' },
  ],
  total,
  userId = 12,
  orderBy,
}: { initial?: string; rows?: ListRow[]; total?: number; userId?: number; orderBy?: ListParamsMeta['orderBy'] } = {}) {
  const queries: ListQuery[] = [];
  const section: SectionDefinition<ListRow, ListRow, Record<string, unknown>> = {
    id: 'things',
    title: 'Bejelentések',
    recordName: 'Bejelentés',
    routes: { list: '/lista', details: (id) => `/${id}.html` },
    api: {
      list: ({ query = {} }) =>
        queryOptions({
          queryKey: ['listThings', { query }],
          queryFn: async () => {
            queries.push(query);
            return { total: total ?? rows.length, data: rows };
          },
        }),
      get: ({ path }) => queryOptions({ queryKey: ['getThing', path], queryFn: async (): Promise<ListRow> => ({ id: path.id, title: '', state: 'pending' }) }),
    },
    list: { meta: SystemErrorReportMeta, columns: ['title', 'state'], filters: ['state'], params: { ...params, ...(orderBy ? { orderBy } : {}) } },
    details: { title: (r) => r.title, summary: [], meta: SystemErrorReportMeta, panels: {} },
  };
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: RouterFrame });
  const listing = createRoute({
    getParentRoute: () => rootRoute,
    path: '/lista',
    validateSearch: listSearchSchema,
    component: function Listing() {
      return <RecordListScreen section={section} search={listing.useSearch()} />;
    },
  });
  const details = createRoute({ getParentRoute: () => rootRoute, path: '/{$id}.html', component: () => <p>A bejelentés adatai</p> });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getCurrentUserQuery().queryKey, staffUser({ id: userId }));
  const router = createRouter({
    routeTree: rootRoute.addChildren([listing, details]),
    history: createMemoryHistory({ initialEntries: [initial] }),
    context: { queryClient },
  });
  renderRouter(router, queryClient);
  return { router, queries, queryClient };
}
