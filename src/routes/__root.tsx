import { createRootRouteWithContext, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { RouterContext } from '@/app/router';
import { Toasts } from '@/components/ui/Toasts';

function RootLayout() {
  const router = useRouter();
  return (
    <AriaRouterProvider navigate={(href, options) => void router.navigate({ href, ...(options ?? {}) })} useHref={(href) => router.buildLocation({ to: href }).href}>
      <Outlet />
      <Toasts />
    </AriaRouterProvider>
  );
}

/** No screen here: a section root goes to its list, anything else to /404.html. */
function UnknownPath() {
  // The address this screen stands for: while a redirect it started is still loading (the sign-in
  // guard sending on to the loading screen), the location already names the next address.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  // The address that was not found: while the redirect goes on (through the loading screen, say),
  // this stays mounted and the location changes, and those addresses are not unknown ones.
  const [unknown] = useState(pathname);
  const router = useRouter();
  useEffect(() => {
    // The site map behind the redirects is loaded only when an unknown address needs it.
    void import('@/config/redirects').then(({ redirectForUnknownPath }) => router.navigate({ href: redirectForUnknownPath(unknown), replace: true }));
  }, [router, unknown]);
  return null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: UnknownPath,
});
