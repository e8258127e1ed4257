import { createFileRoute } from '@tanstack/react-router';
import { loadSectionCreate, SectionCreate } from '@/app/section-routes/create';
import { sectionBaseOf, type SectionAccess } from '@/app/section-routes/access';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';
import { specialScreenOr, SpecialScreenOr } from '@/app/section-routes/special';

export const Route = createFileRoute('/_signedIn/_shell/$module/uj.html')({
  loader: ({ context, params, location }) => specialScreenOr(context.queryClient, location, () => loadSectionCreate(context.queryClient, sectionBaseOf(params))),
  component: CreateRoute,
  errorComponent: SectionRouteError,
});

function CreateRoute() {
  return <SpecialScreenOr<SectionAccess> routed={Route.useLoaderData()}>{(access) => <SectionCreate access={access} />}</SpecialScreenOr>;
}
