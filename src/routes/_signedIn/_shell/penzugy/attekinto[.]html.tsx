import { createFileRoute } from '@tanstack/react-router';
import { listFinancialOverviewInstitutionsQuery } from '@/generated/api/finance';
import { FinancialOverviewScreen } from '@/sections/finance/overview';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';

/** The financial overview of the institutions. */
export const Route = createFileRoute('/_signedIn/_shell/penzugy/attekinto.html')({
  staticData: { specialScreen: {} },
  loader: (match) => loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(listFinancialOverviewInstitutionsQuery())),
  component: function FinancialOverviewRoute() {
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <FinancialOverviewScreen />
      </GatedScreen>
    );
  },
});
