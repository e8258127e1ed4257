import { createFileRoute, notFound } from '@tanstack/react-router';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';
import { specialScreenOr, SpecialScreenOr } from '@/app/section-routes/special';

/** Only special screens have addresses this deep (the planner's `/penzugy/tervezo/{year}/menu.html`). */
export const Route = createFileRoute('/_signedIn/_shell/$module/$section/$part/{$page}.html')({
  loader: ({ context, location }) =>
    specialScreenOr(context.queryClient, location, () => {
      throw notFound();
    }),
  component: SpecialRoute,
  errorComponent: SectionRouteError,
});

function SpecialRoute() {
  return <SpecialScreenOr routed={Route.useLoaderData()}>{() => null}</SpecialScreenOr>;
}
