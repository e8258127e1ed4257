import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { currentUserFromCache, LOGIN_PATH, PASSWORD_CHANGE_PATH } from '@/lib/session';
import { installSessionMiddleware } from '@/lib/api-middleware';
import { toast } from '@/lib/toasts';

/** Connects the API client's session rules (section 8) to this app's cache, router and toasts. */
export function wireSession(queryClient: QueryClient, router: AnyRouter): void {
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
    onResponse() {
      const user = currentUserFromCache(queryClient);
      if (user?.needs_password_change && router.state.location.pathname !== PASSWORD_CHANGE_PATH) {
        void router.navigate({ to: PASSWORD_CHANGE_PATH });
      }
    },
  });
}
