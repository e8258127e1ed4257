import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { officeScreens } from '@/app/special-screens/lazy';

/** The yearly reports' summary. */
export const Route = createFileRoute('/_signedIn/_shell/tanugy/eves-beszamolok/osszesito.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: {} },
  loader: (match) => officeScreens().then((screens) => screens.loadYearlyReportSummary(match)),
  component: lazyRouteComponent(officeScreens, 'YearlyReportSummaryRoute'),
});
