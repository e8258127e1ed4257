import { createFileRoute } from '@tanstack/react-router';
import { loadIfPermitted } from '@/app/section-routes/access';
import { NoAccessPage } from '@/app/section-routes/NoAccessPage';
import { listAvailableFinancialYearsQuery } from '@/generated/api/finance';
import { PlannerYearsScreen } from '@/sections/finance/planner';

export const Route = createFileRoute('/_signedIn/_shell/penzugy/tervezo/evek.html')({
  loader: ({ context, location }) =>
    loadIfPermitted(context.queryClient, location.pathname, () => context.queryClient.ensureQueryData(listAvailableFinancialYearsQuery())),
  component: function PlannerYearsRoute() {
    if (Route.useLoaderData().denied) return <NoAccessPage />;
    return <PlannerYearsScreen />;
  },
});
