import { createFileRoute } from '@tanstack/react-router';
import { loadSectionDetails, SectionDetails } from '@/app/section-routes/details';
import { sectionBaseOf, type SectionAccess } from '@/app/section-routes/access';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';
import { specialScreenOr, SpecialScreenOr } from '@/app/section-routes/special';

export const Route = createFileRoute('/_signedIn/_shell/$module/{$entityId}.html')({
  loader: ({ context, params, location }) =>
    specialScreenOr(context.queryClient, location, () => loadSectionDetails(context.queryClient, sectionBaseOf(params), params.entityId)),
  component: DetailsRoute,
  errorComponent: SectionRouteError,
});

function DetailsRoute() {
  return <SpecialScreenOr<SectionAccess & { id: number }> routed={Route.useLoaderData()}>{(access) => <SectionDetails access={access} />}</SpecialScreenOr>;
}
