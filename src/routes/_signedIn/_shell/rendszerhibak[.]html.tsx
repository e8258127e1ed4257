import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '@/features/records/list/list-search';
import { RecordListScreen } from '@/features/records/list/RecordListScreen';
import { loadListPage } from '@/features/records/routes';
import { systemErrorReportsSection as section } from '@/sections/system-error-reports';

export const Route = createFileRoute('/_signedIn/_shell/rendszerhibak.html')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadListPage(context.queryClient, section, deps.search),
  component: () => <RecordListScreen section={section} search={Route.useSearch()} />,
});
