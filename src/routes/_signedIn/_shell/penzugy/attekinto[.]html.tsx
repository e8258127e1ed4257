import { createFileRoute } from '@tanstack/react-router';
import { loadIfPermitted } from '@/app/section-routes/access';
import { NoAccessPage } from '@/app/section-routes/NoAccessPage';
import { listFinancialOverviewInstitutionsQuery } from '@/generated/api/finance';
import { FinancialOverviewScreen } from '@/sections/finance/overview';

export const Route = createFileRoute('/_signedIn/_shell/penzugy/attekinto.html')({
  loader: ({ context, location }) =>
    loadIfPermitted(context.queryClient, location.pathname, () => context.queryClient.ensureQueryData(listFinancialOverviewInstitutionsQuery())),
  component: function FinancialOverviewRoute() {
    if (Route.useLoaderData().denied) return <NoAccessPage />;
    return <FinancialOverviewScreen />;
  },
});
