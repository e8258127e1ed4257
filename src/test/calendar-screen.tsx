import { QueryClient, queryOptions } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { vi } from 'vitest';
import { defineCalendar, loadCalendar, type CalendarVars } from '@/features/records/calendar/calendar';
import { calendarSearchSchema } from '@/features/records/calendar/calendar-search';
import { CalendarScreen } from '@/features/records/calendar/CalendarScreen';
import { exportAbsencesParams } from '@/generated/list-params/hr';
import { renderRouter } from './render';

/** An absence as the test calendar's server answers it. */
export interface CalendarItem {
  id: number;
  who: string;
  from: string;
  to: string;
}

const ITEMS: CalendarItem[] = [
  { id: 3088, who: 'Balogh Zoltán', from: '2026-10-29', to: '2026-11-03' },
  { id: 3101, who: 'Nagy Éva', from: '2026-11-10', to: '2026-11-12' },
  { id: 3105, who: 'Szabó Péter', from: '2026-11-23', to: '2026-11-27' },
  { id: 3120, who: 'Kiss Anna', from: '2026-11-30', to: '2026-12-02' },
  { id: 9, who: 'Hibás Dátum', from: 'nem dátum', to: '' },
];

/**
 * The generic calendar screen over a test absence calendar ('Távollét naptár', today 23 November 2026 by
 * the pinned test clock, clock.ts) at `initial`, on a phone (under 576 px) or a desktop, its server answering `items`.
 */
export function setupCalendar({
  initial = '/hr/tavolletjelento/naptar.html',
  phone = false,
  items = ITEMS,
}: { initial?: string; phone?: boolean; items?: CalendarItem[] } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  const calls: CalendarVars[] = [];
  const exported: Readonly<Record<string, string | undefined>>[] = [];
  const calendar = defineCalendar({
    id: 'absences',
    title: 'Távollét naptár',
    route: '/hr/tavolletjelento/naptar.html',
    links: { details: (id) => `/tavollet/${id}.html`, create: '/tavollet/uj.html' },
    filters: [
      {
        name: 'institution',
        label: 'Intézmény',
        options: async () => [
          { id: '2', label: 'Petőfi Sándor Általános Iskola' },
          { id: '5', label: 'Kossuth Lajos Gimnázium' },
        ],
      },
    ],
    query: (vars) => queryOptions({ queryKey: ['getThingCalendar', vars], queryFn: async () => (calls.push(vars), items) }),
    entry: (item: CalendarItem) => ({ id: item.id, title: item.who, note: 'Petőfi', start: item.from, end: item.to }),
    export: {
      params: exportAbsencesParams,
      download: async (values) => (exported.push(values), { blob: new Blob(['PK']), filename: null }),
      fileName: 'tavollet.xlsx',
    },
  });
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: function Root() {
      const router = useRouter();
      return (
        <AriaRouterProvider navigate={(href) => void router.navigate({ href })}>
          <Outlet />
        </AriaRouterProvider>
      );
    },
  });
  const calendarRoute = createRoute({
    getParentRoute: () => rootRoute,
    // The app's own (generic) calendar path, so the router's types know its search.
    path: '/$module/$section/naptar.html',
    validateSearch: calendarSearchSchema,
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ context, deps }) => loadCalendar(context.queryClient, calendar, deps.search),
    component: function Calendar() {
      const navigate = calendarRoute.useNavigate();
      return <CalendarScreen calendar={calendar} search={calendarRoute.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
    },
  });
  const detailsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/tavollet/$id', component: () => <p>Részletek</p> });
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree: rootRoute.addChildren([calendarRoute, detailsRoute]),
    history: createMemoryHistory({ initialEntries: [initial] }),
    context: { queryClient },
  });
  renderRouter(router, queryClient);
  return { calls, exported, router };
}
