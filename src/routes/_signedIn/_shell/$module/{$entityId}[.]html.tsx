import { createFileRoute } from '@tanstack/react-router';
import { loadSectionDetails, SectionDetails } from '@/app/section-routes/details';
import { sectionBaseOf } from '@/app/section-routes/access';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';

export const Route = createFileRoute('/_signedIn/_shell/$module/{$entityId}.html')({
  loader: ({ context, params }) => loadSectionDetails(context.queryClient, sectionBaseOf(params), params.entityId),
  component: DetailsRoute,
  errorComponent: SectionRouteError,
});

function DetailsRoute() {
  return <SectionDetails access={Route.useLoaderData()} />;
}
