import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError, RoutePending } from '@/components/ui/RouteError';
import type { SiteMapId } from '@/config/site-map';
import { routeTree } from '@/routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * A special screen of the signed-in portal (section 2), guarded by the permission of the menu entry
     * `guardedBy` names; by default of the menu entry at its own address (none when it is no menu entry);
     * `false`: by none (a screen the specification shows to anyone signed in).
     */
    specialScreen?: { guardedBy?: SiteMapId | false };
  }
}
