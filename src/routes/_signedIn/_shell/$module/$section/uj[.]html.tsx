import { createFileRoute } from '@tanstack/react-router';
import { createRouteComponent, loadCreateRoute } from '@/app/section-routes/create';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';

export const Route = createFileRoute('/_signedIn/_shell/$module/$section/uj.html')({
  loader: loadCreateRoute,
  component: createRouteComponent('/_signedIn/_shell/$module/$section/uj.html'),
  errorComponent: SectionRouteError,
});
