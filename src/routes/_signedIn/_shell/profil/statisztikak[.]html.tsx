import { createFileRoute } from '@tanstack/react-router';
import { getStatisticsQuery } from '@/generated/api/finance';
import { StatisticsScreen } from '@/sections/office/budget-statistics';

/** Section 2: disabled in the menu, yet the URL renders the statistics. */
export const Route = createFileRoute('/_signedIn/_shell/profil/statisztikak.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getStatisticsQuery()),
  component: StatisticsScreen,
});
