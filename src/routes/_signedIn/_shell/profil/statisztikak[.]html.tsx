import { createFileRoute } from '@tanstack/react-router';
import { getStatisticsQuery } from '@/generated/api/finance';
import { StatisticsScreen } from '@/sections/office/budget-statistics';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';

/** Section 2: disabled in the menu, yet the URL renders the statistics. */
export const Route = createFileRoute('/_signedIn/_shell/profil/statisztikak.html')({
  staticData: { specialScreen: { guardedBy: false } },
  loader: (match) => loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(getStatisticsQuery())),
  component: function StatisticsRoute() {
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <StatisticsScreen />
      </GatedScreen>
    );
  },
});
