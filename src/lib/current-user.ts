import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { isSectionEnabled, type MenuSection } from '@/config/site-map';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import type { CurrentUser } from '@/generated/models';

/**
 * The signed-in user as the cache holds them now. Every gate of a screen reads the user through this
 * (never through what a route's loader saw once), so a new answer of `GET /api/felhasznalok/en/` (the
 * QA panel's user switch, the refetch on focus or at an interval) re-checks every gate on the screen at once.
 */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(getCurrentUserQuery()).data;
}

/** The signed-in user's id as the cache holds it, without waiting or asking for it (undefined where no user is loaded). */
export function useSignedInUserId(): number | undefined {
  return useQuery({ ...getCurrentUserQuery(), enabled: false }).data?.id;
}

/** What opening a screen asks of the user (section 6): the permission of the menu entry that guards it, and for a screen that writes, a user who is not read-only. */
export interface ScreenGate {
  entry?: MenuSection;
  writes?: boolean;
}

/** Whether `user` may open a screen with `gate`: the one rule a route's loader and its screen both apply. */
export function mayOpen(user: Pick<CurrentUser, 'permissions' | 'is_readonly'>, gate: ScreenGate): boolean {
  if (gate.entry && !isSectionEnabled(gate.entry, new Set(user.permissions))) return false;
  return !(gate.writes && user.is_readonly);
}

/** Whether the signed-in user may open a screen with `gate`, now: a screen shows 'Nincs jogosultság' the moment this turns false. */
export function useMayOpen(gate: ScreenGate): boolean {
  return mayOpen(useCurrentUser(), gate);
}
