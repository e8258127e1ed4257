import type { QueryClient } from '@tanstack/react-query';
import { defaultParseSearch, notFound, redirect, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { movedTo } from '@/config/redirects';
import type { PreparedScreen, SearchValues } from '@/features/special-screens/special-screen';
import { findSpecialScreen, PUBLIC_SCREENS, SIGNED_IN_SCREENS } from '@/sections/special-screens';
import { useMayOpen, type ScreenGate } from '@/lib/current-user';
import { gateAt, isPermitted } from './access';
import { NoAccessPage } from './NoAccessPage';

/** What a generic route's loader hands its component: a special screen at its address, or the section screen's access. */
export type Routed<T> = { kind: 'special'; screen: PreparedScreen; gate: ScreenGate; denied: boolean } | { kind: 'section'; access: T };

/**
 * The address a loader serves. Its search is read from the search string: the route's own checked
 * search has that route's keys only, and the typed parsed one would tie the loader's type to the
 * whole route tree's.
 */
export interface RouteLocation {
  pathname: string;
  searchStr: string;
}

const searchOf = (location: RouteLocation): SearchValues => defaultParseSearch(location.searchStr);

/**
 * The generic routes (`$module/$section/lista.html` and the rest) serve the special screens at
 * addresses of their shape: an address of a moved section goes to its new place, one of the special
 * screens' table is checked, guarded by its menu entry's permission and loaded; anything else is
 * the section's screen, loaded by `load`.
 */
export async function specialScreenOr<T>(queryClient: QueryClient, location: RouteLocation, load: () => Promise<T>): Promise<Routed<T>> {
  const moved = movedTo(location.pathname);
  if (moved) throw redirect({ href: moved, replace: true });
  const match = findSpecialScreen(SIGNED_IN_SCREENS, location.pathname);
  if (!match) return { kind: 'section', access: await load() };
  const screen = (await match.entry.screen())(match.params);
  const guard = match.entry.guardedBy ?? location.pathname;
  const gate = guard === false ? {} : gateAt(guard);
  if (!(await isPermitted(queryClient, gate))) return { kind: 'special', screen, gate, denied: true };
  await screen.load(queryClient, searchOf(location));
  return { kind: 'special', screen, gate, denied: false };
}

/** A signed-out screen of the main host (the job portal, the public sites under /dev), else not found. */
export async function loadPublicScreen(queryClient: QueryClient, location: RouteLocation): Promise<PreparedScreen> {
  const match = findSpecialScreen(PUBLIC_SCREENS, location.pathname);
  if (!match) throw notFound();
  const screen = (await match.entry.screen())(match.params);
  await screen.load(queryClient, searchOf(location));
  return screen;
}

/** Renders a prepared special screen for the address's search; its search changes are navigations to the same address. */
export function SpecialScreen({ screen }: { screen: PreparedScreen }) {
  const navigate = useNavigate();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  return useMemo(
    () => screen.render(defaultParseSearch(searchStr), (next, options) => void navigate({ to: '.', search: next, replace: options?.replace })),
    [screen, searchStr, navigate],
  );
}

/** The special screen a generic route's loader found, or else the section screen `children` renders. */
export function SpecialScreenOr<T>({ routed, children }: { routed: Routed<T>; children: (access: NoInfer<T>) => ReactNode }) {
  // A special screen's gate is checked again against the user of now (as Gated.tsx does for the section screens).
  const allowed = useMayOpen(routed.kind === 'special' ? routed.gate : {});
  if (routed.kind === 'section') return children(routed.access);
  if (routed.denied || !allowed) return <NoAccessPage />;
  return <SpecialScreen screen={routed.screen} />;
}
