import { createFileRoute } from '@tanstack/react-router';
import { detailsRouteComponent, loadDetailsRoute } from '@/app/section-routes/details';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';

export const Route = createFileRoute('/_signedIn/_shell/$module/{$entityId}.html')({
  loader: loadDetailsRoute,
  component: detailsRouteComponent('/_signedIn/_shell/$module/{$entityId}.html'),
  errorComponent: SectionRouteError,
});
