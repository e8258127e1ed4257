import { createFileRoute } from '@tanstack/react-router';
import { loadIfPermitted } from '@/app/section-routes/access';
import { NoAccessPage } from '@/app/section-routes/NoAccessPage';
import { getYearlyReportSummaryQuery } from '@/generated/api/reports';
import { YearlyReportSummaryScreen } from '@/sections/education/yearly-report-summary';

export const Route = createFileRoute('/_signedIn/_shell/tanugy/eves-beszamolok/osszesito.html')({
  loader: ({ context, location }) => loadIfPermitted(context.queryClient, location.pathname, () => context.queryClient.ensureQueryData(getYearlyReportSummaryQuery())),
  component: function YearlyReportSummaryRoute() {
    if (Route.useLoaderData().denied) return <NoAccessPage />;
    return <YearlyReportSummaryScreen />;
  },
});
