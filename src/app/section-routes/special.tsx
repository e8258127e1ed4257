import type { QueryClient } from '@tanstack/react-query';
import { getRouteApi, redirect, type RegisteredRouter, type RouteApi, type RouteIds, type StaticDataRouteOption } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { movedTo } from '@/config/redirects';
import { siteMapPath } from '@/config/site-map';
import { useMayOpen, type ScreenGate } from '@/lib/current-user';
import { gateAt, isPermitted } from './access';
import { NoAccessPage } from './NoAccessPage';

/**
 * The special screens of the signed-in portal (section 2: the month screens, the planner, the basket, the
 * document libraries…) are file routes of their own under src/routes/, each marked by its `staticData`
 * (`specialScreen`, with the menu entry whose permission guards it); the router's static segments win
 * over the generic section routes' `$module/$section`.
 */

/** A loader's view of its route: the query cache, the address and the route's static data. */
export interface ScreenLoaderContext {
  context: { queryClient: QueryClient };
  location: { pathname: string };
  route: { options: { staticData?: StaticDataRouteOption } };
}

/** What a special screen's loader hands its component: its gate, and whether it was refused when the loader ran. */
export interface ScreenAccess {
  gate: ScreenGate;
  denied: boolean;
}

/** The gate of a special screen's route: its guarding menu entry's permission (section 6), by default its own address's. */
function specialScreenGate(staticData: StaticDataRouteOption | undefined, pathname: string): ScreenGate {
  const guardedBy = staticData?.specialScreen?.guardedBy;
  if (guardedBy === false) return {};
  return gateAt(guardedBy === undefined ? pathname : siteMapPath(guardedBy));
}

/** A special screen's loader: its gate checked before any of its data is asked for, then `load` fills the cache. */
export async function loadSpecialScreen({ context: { queryClient }, location, route }: ScreenLoaderContext, load?: () => Promise<unknown>): Promise<ScreenAccess> {
  const gate = specialScreenGate(route.options.staticData, location.pathname);
  if (!(await isPermitted(queryClient, gate))) return { gate, denied: true };
  await load?.();
  return { gate, denied: false };
}

/** A special screen behind its gate, checked again against the user of now (as Gated.tsx does for the section screens). */
export function GatedScreen({ access, children }: { access: ScreenAccess; children: ReactNode }) {
  const allowed = useMayOpen(access.gate);
  if (access.denied || !allowed) return <NoAccessPage />;
  return children;
}

/** A special screen's route id (the portal's routes only). */
type ScreenRouteId = RouteIds<RegisteredRouter['routeTree']>;

/**
 * One special screen's route glue, for its module's file in src/app/special-screens/: `load`, the route's loader
 * (its gate checked first, then `fill` fills the cache), and `Component`, the route's component, which renders
 * `Screen` behind the gate with the route's typed API (its params, search and navigation).
 */
export function specialScreenRoute<const Id extends ScreenRouteId, Match extends ScreenLoaderContext = ScreenLoaderContext>(
  id: Id,
  Screen: (props: { route: RouteApi<Id> }) => ReactNode,
  fill?: (match: Match) => Promise<unknown>,
) {
  const route = getRouteApi<Id>(id);
  return {
    load: (match: Match): Promise<ScreenAccess> => loadSpecialScreen(match, fill && (() => fill(match))),
    Component: function SpecialScreenRoute(): ReactNode {
      const access: ScreenAccess = route.useLoaderData();
      return (
        <GatedScreen access={access}>
          <Screen route={route} />
        </GatedScreen>
      );
    },
  };
}

/** The generic section routes send an address of a moved section on to its new place. */
export function redirectIfMoved(pathname: string): void {
  const moved = movedTo(pathname);
  if (moved) throw redirect({ href: moved, replace: true });
}
