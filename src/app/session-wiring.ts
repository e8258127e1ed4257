import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { currentUserFromCache, LOGIN_PATH, PASSWORD_CHANGE_PATH } from '@/lib/session';
import { installSessionMiddleware, stopSessionMiddleware } from '@/lib/api-middleware';
import { toast } from '@/lib/toasts';

/** How often the signed-in user is fetched again while a screen shows them (besides on window focus). */
export const USER_REFRESH_MS = 5 * 60_000;

/** Connects the API client's session rules (section 8) to this app's cache, router and toasts; returns what disconnects them. */
export function wireSession(queryClient: QueryClient, router: AnyRouter): () => void {
  const toPasswordChange = () => {
    const user = currentUserFromCache(queryClient);
    if (user?.needs_password_change && router.state.location.pathname !== PASSWORD_CHANGE_PATH) {
      void router.navigate({ to: PASSWORD_CHANGE_PATH });
    }
  };
  // Section 8: a password change required mid-session (set by an administrator) takes effect at once:
  // the signed-in user is fetched again on window focus and at an interval, and a new answer is checked.
  const userKey = getCurrentUserQuery().queryKey;
  queryClient.setQueryDefaults(userKey, { refetchOnWindowFocus: 'always', refetchInterval: USER_REFRESH_MS });
  // Issue 34: the screens read the user through useCurrentUser and re-check their gates as it changes; a new
  // answer (another user, other permissions) also runs the routes' loaders again, so a screen that is now
  // allowed loads what its loader skipped, and refetches what is shown, which was fetched for the user before.
  let shownUser = currentUserFromCache(queryClient);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== userKey[0]) return;
    // A cleared cache (signing out, a 401) starts a session: its first user is no change.
    if (event.type === 'removed') shownUser = undefined;
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const before = shownUser;
    shownUser = currentUserFromCache(queryClient);
    toPasswordChange();
    // The same answer keeps its object (structural sharing): only a changed one counts.
    if (before && shownUser && before !== shownUser) {
      void router.invalidate().then(() => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userKey[0] }));
    }
  });
  installSessionMiddleware({
    onUnauthorized() {
      queryClient.clear();
      const { pathname, href } = router.state.location;
      if (pathname === LOGIN_PATH) return;
      toast.warning('A munkamenet lejárt, kérjük, jelentkezzen be újra.');
      void router.navigate({ to: LOGIN_PATH, search: { redirect: href } });
    },
    onForbidden(detail) {
      toast.error(detail);
    },
    onResponse: toPasswordChange,
  });
  return () => {
    unsubscribe();
    stopSessionMiddleware();
  };
}
