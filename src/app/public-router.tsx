import type { QueryClient } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, useParams, type RouterHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/ui/Page';
import { PUBLIC_ROUTE_PATHS } from '@/config/public-routes';
import { RouterFrame } from './RouterFrame';

function PublicNotFound() {
  useDocumentTitle('Az oldal nem található');
  return (
    <main className="auth-screen">
      <div className="screen-card">
        <h1>Az oldal nem található</h1>
      </div>
    </main>
  );
}

// Each public screen loads with its own chunk, as the main app's routes do.
const complaintSite = () => import('@/sections/office/public/complaint-site');
const quizSite = () => import('@/sections/office/public/quiz-site');
const loadComplaintDistrictData = (queryClient: QueryClient) => complaintSite().then((m) => m.loadDistrictData(queryClient));

function PublicComplaintRoute({ View }: { View: (props: { base: string; id: number }) => ReactNode }) {
  const entityId = String(useParams({ strict: false }).entityId ?? '');
  if (!/^\d+$/.test(entityId)) return <PublicNotFound />;
  return <View key={entityId} base="" id={Number(entityId)} />;
}

/** The router of a public host (munkavedelem… or panasz…): only that set's screens exist there, at the root. */
export function createPublicRouter(kind: keyof typeof PUBLIC_ROUTE_PATHS, queryClient: QueryClient, history?: RouterHistory) {
  const rootRoute = createRootRoute({ component: RouterFrame, notFoundComponent: PublicNotFound });
  const route = (path: string, component: ReturnType<typeof lazyRouteComponent>, loader?: () => Promise<unknown>) =>
    createRoute({ getParentRoute: () => rootRoute, path, component, ...(loader ? { loader } : {}) });
  const children =
    kind === 'quiz'
      ? [
          route(
            '/belepes.html',
            lazyRouteComponent(() => quizSite().then((m) => ({ default: () => <m.QuizLoginScreen base="" /> }))),
          ),
          route(
            '/kitoltes.html',
            lazyRouteComponent(() => quizSite().then((m) => ({ default: () => <m.QuizFillScreen base="" /> }))),
          ),
        ]
      : [
          route(
            '/belepes.html',
            lazyRouteComponent(() => complaintSite().then((m) => ({ default: () => <m.ComplaintLoginScreen base="" /> }))),
          ),
          route(
            '/uj.html',
            lazyRouteComponent(() => complaintSite().then((m) => ({ default: () => <m.ComplaintCreateScreen base="" /> }))),
            () => loadComplaintDistrictData(queryClient),
          ),
          route(
            '/{$entityId}.html',
            lazyRouteComponent(() => complaintSite().then((m) => ({ default: () => <PublicComplaintRoute View={m.ComplaintViewScreen} /> }))),
          ),
        ];
  return createRouter({ routeTree: rootRoute.addChildren(children), context: { queryClient }, ...(history ? { history } : {}) });
}
