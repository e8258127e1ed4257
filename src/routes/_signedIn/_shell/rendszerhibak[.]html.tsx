import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/features/records/routes';
import { RecordListScreen } from '@/features/records/list/RecordListScreen';
import { systemErrorReportsSection as section } from '@/sections/system-error-reports';

export const Route = createFileRoute('/_signedIn/_shell/rendszerhibak.html')({
  ...listRoute(section),
  component: () => <RecordListScreen section={section} search={Route.useSearch()} />,
});
