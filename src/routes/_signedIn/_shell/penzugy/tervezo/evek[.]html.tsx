import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { financeScreens } from '@/app/special-screens/lazy';

/** The planner's years. */
export const Route = createFileRoute('/_signedIn/_shell/penzugy/tervezo/evek.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: {} },
  loader: (match) => financeScreens().then((screens) => screens.loadPlannerYears(match)),
  component: lazyRouteComponent(financeScreens, 'PlannerYearsRoute'),
});
