import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchSchema } from '@/features/records/list/list-search';
import { hrScreens } from '@/app/special-screens/lazy';

/** The public job portal's open jobs (section 2); no account needed. */
export const Route = createFileRoute('/allaskeresoportal/lista.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: (match) => hrScreens().then((screens) => screens.loadOpenJobs(match)),
  component: lazyRouteComponent(hrScreens, 'OpenJobsRoute'),
});
