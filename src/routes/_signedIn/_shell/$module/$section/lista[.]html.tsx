import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '@/features/records/list/list-search';
import { loadSectionList, SectionList } from '@/app/section-routes/list';
import { sectionBaseOf } from '@/app/section-routes/access';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';

export const Route = createFileRoute('/_signedIn/_shell/$module/$section/lista.html')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => {
    const base = sectionBaseOf(params);
    return loadSectionList(context.queryClient, base, `${base}/lista.html`, deps.search);
  },
  component: ListRoute,
  errorComponent: SectionRouteError,
});

function ListRoute() {
  return <SectionList access={Route.useLoaderData()} search={Route.useSearch()} />;
}
