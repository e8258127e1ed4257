import { createFileRoute } from '@tanstack/react-router';
import { RecordCreateScreen } from '@/features/records/screens/RecordCreateScreen';
import { systemErrorReportsSection as section } from '@/sections/system-error-reports';

export const Route = createFileRoute('/_signedIn/_shell/rendszerhibak/uj.html')({
  component: () => <RecordCreateScreen section={section} />,
});
