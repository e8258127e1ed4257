import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { financeScreens } from '@/app/special-screens/lazy';

/** The financial overview of the institutions. */
export const Route = createFileRoute('/_signedIn/_shell/penzugy/attekinto.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: {} },
  loader: (match) => financeScreens().then((screens) => screens.loadFinancialOverview(match)),
  component: lazyRouteComponent(financeScreens, 'FinancialOverviewRoute'),
});
