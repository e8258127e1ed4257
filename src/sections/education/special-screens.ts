import { plainScreen } from '@/features/special-screens/special-screen';
import { getYearlyReportSummaryQuery } from '@/generated/api/reports';
import { YearlyReportSummaryScreen } from './yearly-report-summary';

/** `/tanugy/eves-beszamolok/osszesito.html`: the yearly reports' summary. */
export const yearlyReportSummary = plainScreen(YearlyReportSummaryScreen, getYearlyReportSummaryQuery);
