import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { currentUserFromCache, PASSWORD_CHANGE_PATH } from '@/lib/session';
import { areStartupAssetsLoaded } from '@/features/bootstrap/startup-assets';
import { AppShell } from '@/features/shell/AppShell';

/** Screens inside the shell need the start-up assets; until loaded, the loading screen fetches them. */
export const Route = createFileRoute('/_signedIn/_shell')({
  beforeLoad: ({ context, location }) => {
    if (!areStartupAssetsLoaded(context.queryClient)) throw redirect({ to: '/betoltes.html', search: { redirect: location.href } });
    if (currentUserFromCache(context.queryClient)?.needs_password_change && location.pathname !== PASSWORD_CHANGE_PATH) {
      throw redirect({ to: PASSWORD_CHANGE_PATH });
    }
  },
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
