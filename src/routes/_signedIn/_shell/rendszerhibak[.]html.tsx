import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '@/features/records/list/list-search';
import { loadSectionList, SectionList } from '@/app/section-routes/list';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';

/** The system error reports' list has a special-shaped URL; its new and details screens are the generic ones under /rendszerhibak/. */
export const Route = createFileRoute('/_signedIn/_shell/rendszerhibak.html')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadSectionList(context.queryClient, '/rendszerhibak', '/rendszerhibak.html', deps.search),
  component: ListRoute,
  errorComponent: SectionRouteError,
});

function ListRoute() {
  return <SectionList access={Route.useLoaderData()} search={Route.useSearch()} />;
}
