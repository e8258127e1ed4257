import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchSchema } from '@/features/records/list/list-search';
import { officeScreens } from '@/app/special-screens/lazy';

/** The surveys (section 2: shown to anyone signed in). */
export const Route = createFileRoute('/_signedIn/_shell/kerdoivek/lista.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: { guardedBy: false } },
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: (match) => officeScreens().then((screens) => screens.loadSurveys(match)),
  component: lazyRouteComponent(officeScreens, 'SurveysRoute'),
});
