import { listAvailableFinancialYearsQuery, listBudgetInfoQuery, listFinancialOverviewInstitutionsQuery } from '@/generated/api/finance';
import { FinancialOverviewScreen } from '@/sections/finance/overview';
import { PlannerMenuScreen, PlannerYearsScreen, SchoolBreakdownScreen } from '@/sections/finance/planner';
import { specialScreenRoute, type ScreenLoaderContext } from '../section-routes/special';

// The finance module's special screens (section 2): the overview and the planner, loaded and rendered for their routes.

export const { load: loadFinancialOverview, Component: FinancialOverviewRoute } = specialScreenRoute(
  '/_signedIn/_shell/penzugy/attekinto.html',
  () => <FinancialOverviewScreen />,
  (match) => match.context.queryClient.ensureQueryData(listFinancialOverviewInstitutionsQuery()),
);

export const { load: loadPlannerYears, Component: PlannerYearsRoute } = specialScreenRoute(
  '/_signedIn/_shell/penzugy/tervezo/evek.html',
  () => <PlannerYearsScreen />,
  (match) => match.context.queryClient.ensureQueryData(listAvailableFinancialYearsQuery()),
);

export const { load: loadPlannerMenu, Component: PlannerMenuRoute } = specialScreenRoute('/_signedIn/_shell/penzugy/tervezo/$year/menu.html', ({ route }) => (
  <PlannerMenuScreen params={route.useParams()} />
));

export const { load: loadSchoolBreakdown, Component: SchoolBreakdownRoute } = specialScreenRoute(
  '/_signedIn/_shell/penzugy/tervezo/$year/iskolai_lebontas.html',
  ({ route }) => <SchoolBreakdownScreen params={route.useParams()} />,
  (match: ScreenLoaderContext & { params: { year: number } }) =>
    match.context.queryClient.ensureQueryData(listBudgetInfoQuery({ query: { year: match.params.year } })),
);
