import { defineSpecialScreen, noParams, noSearch } from '@/features/special-screens/special-screen';
import { getYearlyReportSummaryQuery } from '@/generated/api/reports';
import { YearlyReportSummaryScreen } from './yearly-report-summary';

/** `/tanugy/eves-beszamolok/osszesito.html`: the yearly reports' summary. */
export const yearlyReportSummary = defineSpecialScreen({
  params: noParams,
  search: noSearch,
  load: (queryClient) => queryClient.ensureQueryData(getYearlyReportSummaryQuery()),
  Component: YearlyReportSummaryScreen,
});
