import { createFileRoute } from '@tanstack/react-router';
import { fileBrowserSearch } from '@/features/file-browser/search';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';
import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { hazardDocumentLibrary } from '@/sections/store/document-libraries';

/** The hazard module's documents (section 2: shown to anyone signed in), the opened folders, search and order in the search. */
export const Route = createFileRoute('/_signedIn/_shell/munkavedelem/dokumentumok.html')({
  staticData: { specialScreen: { guardedBy: false } },
  validateSearch: fileBrowserSearch,
  loader: (match) => loadSpecialScreen(match),
  component: function HazardDocumentsRoute() {
    const navigate = Route.useNavigate();
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <FileBrowser {...hazardDocumentLibrary} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />
      </GatedScreen>
    );
  },
});
