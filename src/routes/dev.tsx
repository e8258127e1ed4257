import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { resolveHostApp } from '@/config/host-routing';

/** The public sets under /dev/kviz and /dev/panasz exist only on local or private hosts (section 2). */
export const Route = createFileRoute('/dev')({
  beforeLoad: () => {
    const host = resolveHostApp(window.location.hostname);
    if (host.kind !== 'main' || !host.publicSetsUnderDev) throw notFound();
  },
  component: Outlet,
});
