import { createFileRoute } from '@tanstack/react-router';
import { loadPublicScreen, SpecialScreen } from '@/app/section-routes/special';

/** The public job portal (section 2): its list of open jobs and each job with the application; no account needed. */
export const Route = createFileRoute('/allaskeresoportal/$')({
  loader: ({ context, location }) => loadPublicScreen(context.queryClient, location),
  component: function JobPortalRoute() {
    return <SpecialScreen screen={Route.useLoaderData()} />;
  },
});
