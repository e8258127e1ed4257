import { createFileRoute } from '@tanstack/react-router';
import { loadRecord, parseRecordId } from '@/features/records/routes';
import { RecordDetailsScreen } from '@/features/records/screens/RecordDetailsScreen';
import { systemErrorReportsSection as section } from '@/sections/system-error-reports';

export const Route = createFileRoute('/_signedIn/_shell/rendszerhibak/{$entityId}.html')({
  loader: ({ context, params }) => loadRecord(context.queryClient, section, params.entityId),
  component: () => <RecordDetailsScreen section={section} id={parseRecordId(Route.useParams().entityId)} />,
});
