import { createFileRoute } from '@tanstack/react-router';
import { listAvailableFinancialYearsQuery } from '@/generated/api/finance';
import { PlannerYearsScreen } from '@/sections/finance/planner';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';

/** The planner's years. */
export const Route = createFileRoute('/_signedIn/_shell/penzugy/tervezo/evek.html')({
  staticData: { specialScreen: {} },
  loader: (match) => loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(listAvailableFinancialYearsQuery())),
  component: function PlannerYearsRoute() {
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <PlannerYearsScreen />
      </GatedScreen>
    );
  },
});
