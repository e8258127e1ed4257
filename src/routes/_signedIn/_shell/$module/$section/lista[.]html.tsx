import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '@/features/records/list/list-search';
import { listRouteComponent, loadListRoute } from '@/app/section-routes/list';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';

export const Route = createFileRoute('/_signedIn/_shell/$module/$section/lista.html')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: loadListRoute,
  component: listRouteComponent('/_signedIn/_shell/$module/$section/lista.html'),
  errorComponent: SectionRouteError,
});
