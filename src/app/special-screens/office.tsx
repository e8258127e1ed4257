import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ListSearch } from '@/features/records/list/list-search';
import { getStatisticsQuery, listBudgetInfoQuery } from '@/generated/api/finance';
import { getYearlyReportSummaryQuery } from '@/generated/api/reports';
import { YearlyReportSummaryScreen } from '@/sections/education/yearly-report-summary';
import { BudgetScreen, StatisticsScreen } from '@/sections/office/budget-statistics';
import { surveys } from '@/sections/office/surveys';
import { GatedScreen, loadSpecialScreen, type ScreenAccess, type ScreenLoaderContext } from '../section-routes/special';

// The profile's, the surveys' and education's special screens (section 2), loaded and rendered for their routes.

const budgetRoute = getRouteApi('/_signedIn/_shell/profil/koltsegvetes.html');
export const loadBudget = (match: ScreenLoaderContext): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(listBudgetInfoQuery()));
export function BudgetRoute(): ReactNode {
  return (
    <GatedScreen access={budgetRoute.useLoaderData()}>
      <BudgetScreen />
    </GatedScreen>
  );
}

const statisticsRoute = getRouteApi('/_signedIn/_shell/profil/statisztikak.html');
export const loadStatistics = (match: ScreenLoaderContext): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(getStatisticsQuery()));
export function StatisticsRoute(): ReactNode {
  return (
    <GatedScreen access={statisticsRoute.useLoaderData()}>
      <StatisticsScreen />
    </GatedScreen>
  );
}

const surveysRoute = getRouteApi('/_signedIn/_shell/kerdoivek/lista.html');
export const loadSurveys = (match: ScreenLoaderContext & { deps: { search: ListSearch } }): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => surveys.load(match.context.queryClient, undefined, match.deps.search));
export function SurveysRoute(): ReactNode {
  const navigate = surveysRoute.useNavigate();
  return (
    <GatedScreen access={surveysRoute.useLoaderData()}>
      <surveys.Component
        params={undefined}
        search={surveysRoute.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
      />
    </GatedScreen>
  );
}

const summaryRoute = getRouteApi('/_signedIn/_shell/tanugy/eves-beszamolok/osszesito.html');
export const loadYearlyReportSummary = (match: ScreenLoaderContext): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(getYearlyReportSummaryQuery()));
export function YearlyReportSummaryRoute(): ReactNode {
  return (
    <GatedScreen access={summaryRoute.useLoaderData()}>
      <YearlyReportSummaryScreen />
    </GatedScreen>
  );
}
