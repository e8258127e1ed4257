import { createRootRouteWithContext, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
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
  const { pathname } = useLocation();
  const router = useRouter();
  useEffect(() => {
    // The site map behind the redirects is loaded only when an unknown address needs it.
    void import('@/config/redirects').then(({ redirectForUnknownPath }) => router.navigate({ href: redirectForUnknownPath(pathname), replace: true }));
  }, [router, pathname]);
  return null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: UnknownPath,
});
