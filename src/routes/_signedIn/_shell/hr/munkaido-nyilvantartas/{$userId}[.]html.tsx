import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { monthSearchSchema } from '@/components/month-stepper/month-search';
import { recordIdOf } from '@/lib/address-parts';
import { hrScreens } from '@/app/special-screens/lazy';

/** A user's timesheet for a month, guarded by the timesheets' menu entry. */
export const Route = createFileRoute('/_signedIn/_shell/hr/munkaido-nyilvantartas/{$userId}.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: { guardedBy: 'timesheets' } },
  params: {
    parse: ({ userId }) => ({ userId: recordIdOf(userId) }),
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  validateSearch: monthSearchSchema,
  loaderDeps: ({ search: { year, month } }) => ({ year, month }),
  loader: (match) => hrScreens().then((screens) => screens.loadTimesheetMonth(match)),
  component: lazyRouteComponent(hrScreens, 'TimesheetMonthRoute'),
});
