import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { yearOf } from '@/lib/address-parts';
import { financeScreens } from '@/app/special-screens/lazy';

/** What the planner offers for a year (section 2: shown to anyone signed in). */
export const Route = createFileRoute('/_signedIn/_shell/penzugy/tervezo/$year/menu.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: { guardedBy: false } },
  params: {
    parse: ({ year }) => ({ year: yearOf(year) }),
    stringify: ({ year }) => ({ year: String(year) }),
  },
  loader: (match) => financeScreens().then((screens) => screens.loadPlannerMenu(match)),
  component: lazyRouteComponent(financeScreens, 'PlannerMenuRoute'),
});
