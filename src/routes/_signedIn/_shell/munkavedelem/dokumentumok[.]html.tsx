import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { fileBrowserSearch } from '@/features/file-browser/search';
import { storeScreens } from '@/app/special-screens/lazy';

/** The hazard module's documents (section 2: shown to anyone signed in), the opened folders, search and order in the search. */
export const Route = createFileRoute('/_signedIn/_shell/munkavedelem/dokumentumok.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: { guardedBy: false } },
  validateSearch: fileBrowserSearch,
  loader: (match) => storeScreens().then((screens) => screens.loadHazardDocuments(match)),
  component: lazyRouteComponent(storeScreens, 'HazardDocumentsRoute'),
});
