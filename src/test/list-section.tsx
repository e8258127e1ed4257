import { QueryClient, queryOptions } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { Suspense } from 'react';
import { RouterFrame } from '@/app/RouterFrame';
import { RecordListScreen } from '@/features/records/list/RecordListScreen';
import { listSearchSchema } from '@/features/records/list/list-search';
import { RecordDetailsScreen } from '@/features/records/screens/RecordDetailsScreen';
import type { ListQuery, RecordApi, SectionDefinition } from '@/features/records/section';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { SystemErrorReportMeta } from '@/generated/meta/system-error-reports';
import type { CurrentStep, CurrentUser, Decision } from '@/generated/models';
import type { ListParamsMeta } from '@/generated/list-params/types';
import type { RecordActionDeclaration } from '@/generated/records/types';
import { renderRouter } from './render';
import { staffUser } from './users';

export interface ListRow {
  id: number;
  title: string;
  state: 'pending' | 'closed_positive';
  current_step?: CurrentStep | null;
  decisions?: Decision[];
}

const params = {
  filters: { state: { label: 'Állapot', kind: 'string', enumLabels: { pending: 'Függőben', closed_positive: 'Jóváhagyott' } } },
} as const satisfies ListParamsMeta;

export interface SectionListOptions {
  initial?: string;
  rows?: ListRow[];
  total?: number;
  /** The signed-in user's id (a staff user), where `user` is not given. */
  userId?: number;
  user?: CurrentUser;
  orderBy?: ListParamsMeta['orderBy'];
  /** The section's decision call: it decides (the approval panel on its details, bulk decisions on its list). */
  decide?: RecordApi<ListRow, ListRow, Record<string, unknown>>['decide'];
  /** The section's delete action (bulk delete on its list). */
  deleteAction?: RecordActionDeclaration;
  /** The details route shows the generic details screen of the row (else a line of text). */
  detailsScreen?: boolean;
}

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
  user = staffUser({ id: userId }),
  orderBy,
  decide,
  deleteAction,
  detailsScreen = false,
}: SectionListOptions = {}) {
  const queries: ListQuery[] = [];
  const rowOf = (id: number): ListRow => rows.find((row) => row.id === id) ?? { id, title: '', state: 'pending' };
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
      get: ({ path }) => queryOptions({ queryKey: ['getThing', path], queryFn: async (): Promise<ListRow> => rowOf(path.id) }),
      ...(decide ? { decide } : {}),
      ...(deleteAction ? { actions: [deleteAction] } : {}),
    },
    list: { meta: SystemErrorReportMeta, columns: ['title', 'state'], filters: ['state'], params: { ...params, ...(orderBy ? { orderBy } : {}) } },
    details: { title: (r) => r.title, summary: [], meta: SystemErrorReportMeta, panels: { approval: Boolean(decide) } },
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
  const details = createRoute({
    getParentRoute: () => rootRoute,
    path: '/{$id}.html',
    component: function Details() {
      const { id } = details.useParams();
      return detailsScreen ? (
        <Suspense fallback={<p>Betöltés…</p>}>
          <RecordDetailsScreen section={section} id={Number(id)} />
        </Suspense>
      ) : (
        <p>A bejelentés adatai</p>
      );
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getCurrentUserQuery().queryKey, user);
  const router = createRouter({
    routeTree: rootRoute.addChildren([listing, details]),
    history: createMemoryHistory({ initialEntries: [initial] }),
    context: { queryClient },
  });
  renderRouter(router, queryClient);
  return { router, queries, queryClient };
}
