import { Outlet, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Toasts } from '@/components/ui/Toasts';

/** Every router's root (the portal's and a public host's): react-aria's links navigate through the router, the toasts over every screen. */
export function RouterFrame() {
  const router = useRouter();
  return (
    <AriaRouterProvider navigate={(href, options) => void router.navigate({ href, ...(options ?? {}) })} useHref={(href) => router.buildLocation({ to: href }).href}>
      <Outlet />
      <Toasts />
    </AriaRouterProvider>
  );
}
