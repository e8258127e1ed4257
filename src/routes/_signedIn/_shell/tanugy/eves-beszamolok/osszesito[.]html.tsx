import { createFileRoute } from '@tanstack/react-router';
import { getYearlyReportSummaryQuery } from '@/generated/api/reports';
import { YearlyReportSummaryScreen } from '@/sections/education/yearly-report-summary';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';

/** The yearly reports' summary. */
export const Route = createFileRoute('/_signedIn/_shell/tanugy/eves-beszamolok/osszesito.html')({
  staticData: { specialScreen: {} },
  loader: (match) => loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(getYearlyReportSummaryQuery())),
  component: function YearlyReportSummaryRoute() {
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <YearlyReportSummaryScreen />
      </GatedScreen>
    );
  },
});
