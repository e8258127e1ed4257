import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { yearOf } from '@/lib/address-parts';
import { financeScreens } from '@/app/special-screens/lazy';

/** The year's budget by school (section 2: shown to anyone signed in). */
export const Route = createFileRoute('/_signedIn/_shell/penzugy/tervezo/$year/iskolai_lebontas.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: { guardedBy: false } },
  params: {
    parse: ({ year }) => ({ year: yearOf(year) }),
    stringify: ({ year }) => ({ year: String(year) }),
  },
  loader: (match) => financeScreens().then((screens) => screens.loadSchoolBreakdown(match)),
  component: lazyRouteComponent(financeScreens, 'SchoolBreakdownRoute'),
});
