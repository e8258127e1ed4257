import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { monthSearchSchema } from '@/components/month-stepper/month-search';
import { recordIdOf } from '@/lib/address-parts';
import { hrScreens } from '@/app/special-screens/lazy';

/** One employment's commuting in a month, guarded by the commutes' menu entry. */
export const Route = createFileRoute('/_signedIn/_shell/hr/munkabajaras/{$employmentId}.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: { guardedBy: 'commutes' } },
  params: {
    parse: ({ employmentId }) => ({ employmentId: recordIdOf(employmentId) }),
    stringify: ({ employmentId }) => ({ employmentId: String(employmentId) }),
  },
  validateSearch: monthSearchSchema,
  loaderDeps: ({ search: { year, month } }) => ({ year, month }),
  loader: (match) => hrScreens().then((screens) => screens.loadCommuteMonth(match)),
  component: lazyRouteComponent(hrScreens, 'CommuteMonthRoute'),
});
