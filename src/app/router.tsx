import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError, RoutePending } from '@/components/ui/RouteError';
import { isListAddress } from '@/config/trail';
import { rememberListSearch } from '@/lib/list-memory';
import { routeTree } from '@/routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
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
  // A list's search, remembered as it is shown, is where the way back to it ('‹ Vissza a listához', the trail) returns.
  router.subscribe('onResolved', ({ toLocation }) => {
    if (isListAddress(toLocation.pathname)) rememberListSearch(toLocation.pathname, toLocation.searchStr);
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
