import type { QueryClient } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { Toasts } from '@/components/ui/Toasts';
import { PUBLIC_ROUTE_PATHS, PUBLIC_SET_TITLES } from '@/config/public-routes';
import { Logo } from '@/components/ui/Logo';

function PublicScreen({ kind }: { kind: keyof typeof PUBLIC_ROUTE_PATHS }) {
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <Logo />
        <h1>{PUBLIC_SET_TITLES[kind]}</h1>
        <p>Ez a felület hamarosan elérhető.</p>
      </div>
    </main>
  );
}

function PublicNotFound() {
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <h1>Az oldal nem található</h1>
      </div>
    </main>
  );
}

/** The router of a public host (munkavedelem… or panasz…): only that set's screens exist there. */
export function createPublicRouter(kind: keyof typeof PUBLIC_ROUTE_PATHS, queryClient: QueryClient) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toasts />
      </>
    ),
    notFoundComponent: PublicNotFound,
  });
  const children = PUBLIC_ROUTE_PATHS[kind].map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => <PublicScreen kind={kind} /> }));
  return createRouter({ routeTree: rootRoute.addChildren(children), context: { queryClient } });
}
