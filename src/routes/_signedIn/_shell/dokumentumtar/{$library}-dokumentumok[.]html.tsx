import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { fileBrowserSearch } from '@/features/file-browser/search';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';
import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { documentLibrary } from '@/sections/store/document-libraries';

/** The document library its address names (section 2: shown to anyone signed in), the opened folders, search and order in the search. */
export const Route = createFileRoute('/_signedIn/_shell/dokumentumtar/{$library}-dokumentumok.html')({
  staticData: { specialScreen: { guardedBy: false } },
  validateSearch: fileBrowserSearch,
  loader: (match) => loadSpecialScreen(match),
  component: function DocumentLibraryRoute() {
    const navigate = Route.useNavigate();
    const { library } = Route.useParams();
    const shown = useMemo(() => documentLibrary(library), [library]);
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <FileBrowser key={library} {...shown} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />
      </GatedScreen>
    );
  },
});
