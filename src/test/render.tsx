import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/** Renders `node` inside the app's providers: Hungarian locale and the query client, by default a new one that does not retry. */
export function renderWithProviders(node: ReactNode, queryClient: QueryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <I18nProvider locale="hu-HU">
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </I18nProvider>,
  );
}

/** Renders a test's router inside the app's providers: Hungarian locale and the given query client. */
export function renderRouter(router: AnyRouter, queryClient: QueryClient) {
  return renderWithProviders(<RouterProvider router={router} />, queryClient);
}

/** Renders one component as the only route of a memory router at `path` (a form links and blocks through the router). */
export function renderAtRoute(component: () => ReactNode, queryClient: QueryClient, path = '/') {
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({ getParentRoute: () => rootRoute, path, component });
  const router = createRouter({ routeTree: rootRoute.addChildren([route]), history: createMemoryHistory({ initialEntries: [path] }) });
  return renderRouter(router, queryClient);
}
