import { createFileRoute } from '@tanstack/react-router';
import { loadSectionCreate, SectionCreate } from '@/app/section-routes/create';
import { sectionBaseOf } from '@/app/section-routes/access';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';

export const Route = createFileRoute('/_signedIn/_shell/$module/$section/uj.html')({
  loader: ({ context, params }) => loadSectionCreate(context.queryClient, sectionBaseOf(params)),
  component: CreateRoute,
  errorComponent: SectionRouteError,
});

function CreateRoute() {
  return <SectionCreate access={Route.useLoaderData()} />;
}
