import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { monthListSearchSchema } from '@/features/records/list/list-search';
import { hrScreens } from '@/app/special-screens/lazy';

/** The month's timesheets per employee (section 7). */
export const Route = createFileRoute('/_signedIn/_shell/hr/munkaido-nyilvantartas/lista.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: {} },
  validateSearch: monthListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: (match) => hrScreens().then((screens) => screens.loadTimesheetList(match)),
  component: lazyRouteComponent(hrScreens, 'TimesheetListRoute'),
});
