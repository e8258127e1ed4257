import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '@/features/records/list/list-search';
import { loadSectionList, SectionList } from '@/app/section-routes/list';
import { sectionBaseOf, type SectionAccess } from '@/app/section-routes/access';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';
import { specialScreenOr, SpecialScreenOr } from '@/app/section-routes/special';

export const Route = createFileRoute('/_signedIn/_shell/$module/$section/lista.html')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps, location }) => {
    const base = sectionBaseOf(params);
    return specialScreenOr(context.queryClient, location, () => loadSectionList(context.queryClient, base, `${base}/lista.html`, deps.search));
  },
  component: ListRoute,
  errorComponent: SectionRouteError,
});

function ListRoute() {
  const search = Route.useSearch();
  return <SpecialScreenOr<SectionAccess> routed={Route.useLoaderData()}>{(access) => <SectionList access={access} search={search} />}</SpecialScreenOr>;
}
