import { createRootRouteWithContext, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { RouterContext } from '@/app/router';
import { RouterFrame } from '@/app/RouterFrame';

/** No screen here: a section root goes to its list, anything else to /404.html. */
function UnknownPath() {
  const router = useRouter();
  // The address this screen stands for. Reached by a navigation (the loading screen going on to its
  // target), it is the location: the resolved location still names the page before for a render.
  // While a redirect goes on (the sign-in guard sending on to the loading screen), the location
  // already names a served address: then it is the resolved one.
  const pathname = useRouterState({
    select: ({ location, resolvedLocation }) => (!resolvedLocation || !router.getMatchedRoutes(location.pathname)[2] ? location : resolvedLocation).pathname,
  });
  // Kept from the first render: this stays mounted while the redirect goes on and the location changes.
  const [unknown] = useState(pathname);
  useEffect(() => {
    // The site map behind the redirects is loaded only when an unknown address needs it.
    void import('@/config/redirects').then(({ redirectForUnknownPath }) => router.navigate({ href: redirectForUnknownPath(unknown), replace: true }));
  }, [router, unknown]);
  return null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RouterFrame,
  notFoundComponent: UnknownPath,
});
