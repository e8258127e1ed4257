import type { ListSearch } from '@/features/records/list/list-search';
import { getStatisticsQuery, listBudgetInfoQuery } from '@/generated/api/finance';
import { getYearlyReportSummaryQuery } from '@/generated/api/reports';
import { YearlyReportSummaryScreen } from '@/sections/education/yearly-report-summary';
import { BudgetScreen, StatisticsScreen } from '@/sections/office/budget-statistics';
import { surveys } from '@/sections/office/surveys';
import { specialScreenRoute, type ScreenLoaderContext } from '../section-routes/special';

// The profile's, the surveys' and education's special screens (section 2), loaded and rendered for their routes.

export const { load: loadBudget, Component: BudgetRoute } = specialScreenRoute(
  '/_signedIn/_shell/profil/koltsegvetes.html',
  () => <BudgetScreen />,
  (match) => match.context.queryClient.ensureQueryData(listBudgetInfoQuery()),
);

export const { load: loadStatistics, Component: StatisticsRoute } = specialScreenRoute(
  '/_signedIn/_shell/profil/statisztikak.html',
  () => <StatisticsScreen />,
  (match) => match.context.queryClient.ensureQueryData(getStatisticsQuery()),
);

export const { load: loadSurveys, Component: SurveysRoute } = specialScreenRoute(
  '/_signedIn/_shell/kerdoivek/lista.html',
  ({ route }) => {
    const navigate = route.useNavigate();
    return (
      <surveys.Component params={undefined} search={route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />
    );
  },
  (match: ScreenLoaderContext & { deps: { search: ListSearch } }) => surveys.load(match.context.queryClient, undefined, match.deps.search),
);

export const { load: loadYearlyReportSummary, Component: YearlyReportSummaryRoute } = specialScreenRoute(
  '/_signedIn/_shell/tanugy/eves-beszamolok/osszesito.html',
  () => <YearlyReportSummaryScreen />,
  (match) => match.context.queryClient.ensureQueryData(getYearlyReportSummaryQuery()),
);
