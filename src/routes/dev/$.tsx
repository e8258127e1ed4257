import { createFileRoute } from '@tanstack/react-router';
import { loadPublicScreen, SpecialScreen } from '@/app/section-routes/special';

/** The public quiz and complaint sites under /dev/kviz and /dev/panasz (section 2, host-dependent routing). */
export const Route = createFileRoute('/dev/$')({
  loader: ({ context, location }) => loadPublicScreen(context.queryClient, location),
  component: function DevPublicRoute() {
    return <SpecialScreen screen={Route.useLoaderData()} />;
  },
});
