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
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === userKey[0]) toPasswordChange();
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
