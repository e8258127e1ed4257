import { createFileRoute } from '@tanstack/react-router';
import { detailsRoute, parseRecordId } from '@/features/records/routes';
import { RecordDetailsScreen } from '@/features/records/screens/RecordDetailsScreen';
import { systemErrorReportsSection as section } from '@/sections/system-error-reports';

export const Route = createFileRoute('/_signedIn/_shell/rendszerhibak/{$entityId}.html')({
  ...detailsRoute(section),
  component: () => <RecordDetailsScreen section={section} id={parseRecordId(Route.useParams().entityId)} />,
});
