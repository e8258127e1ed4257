import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { listAvailableFinancialYearsQuery, listBudgetInfoQuery, listFinancialOverviewInstitutionsQuery } from '@/generated/api/finance';
import { FinancialOverviewScreen } from '@/sections/finance/overview';
import { PlannerMenuScreen, PlannerYearsScreen, SchoolBreakdownScreen } from '@/sections/finance/planner';
import { GatedScreen, loadSpecialScreen, type ScreenAccess, type ScreenLoaderContext } from '../section-routes/special';

// The finance module's special screens (section 2): the overview and the planner, loaded and rendered for their routes.

const overviewRoute = getRouteApi('/_signedIn/_shell/penzugy/attekinto.html');
export const loadFinancialOverview = (match: ScreenLoaderContext): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(listFinancialOverviewInstitutionsQuery()));
export function FinancialOverviewRoute(): ReactNode {
  return (
    <GatedScreen access={overviewRoute.useLoaderData()}>
      <FinancialOverviewScreen />
    </GatedScreen>
  );
}

const yearsRoute = getRouteApi('/_signedIn/_shell/penzugy/tervezo/evek.html');
export const loadPlannerYears = (match: ScreenLoaderContext): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(listAvailableFinancialYearsQuery()));
export function PlannerYearsRoute(): ReactNode {
  return (
    <GatedScreen access={yearsRoute.useLoaderData()}>
      <PlannerYearsScreen />
    </GatedScreen>
  );
}

const menuRoute = getRouteApi('/_signedIn/_shell/penzugy/tervezo/$year/menu.html');
export const loadPlannerMenu = (match: ScreenLoaderContext): Promise<ScreenAccess> => loadSpecialScreen(match);
export function PlannerMenuRoute(): ReactNode {
  return (
    <GatedScreen access={menuRoute.useLoaderData()}>
      <PlannerMenuScreen params={menuRoute.useParams()} />
    </GatedScreen>
  );
}

const breakdownRoute = getRouteApi('/_signedIn/_shell/penzugy/tervezo/$year/iskolai_lebontas.html');
export const loadSchoolBreakdown = (match: ScreenLoaderContext & { params: { year: number } }): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(listBudgetInfoQuery({ query: { year: match.params.year } })));
export function SchoolBreakdownRoute(): ReactNode {
  return (
    <GatedScreen access={breakdownRoute.useLoaderData()}>
      <SchoolBreakdownScreen params={breakdownRoute.useParams()} />
    </GatedScreen>
  );
}
