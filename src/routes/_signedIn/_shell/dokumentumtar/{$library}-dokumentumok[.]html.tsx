import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { fileBrowserSearch } from '@/features/file-browser/search';
import { libraryOf } from '@/features/file-browser/sources';

/**
 * The document library (section 2): sajat-, megosztott- and export-dokumentumok.html, and any
 * other {product}-dokumentumok.html as that portal product's own documents. One route for the four,
 * so the first load carries one route entry instead of four.
 */
export const Route = createFileRoute('/_signedIn/_shell/dokumentumtar/{$library}-dokumentumok.html')({
  validateSearch: fileBrowserSearch,
  component: function DocumentLibraryRoute() {
    const navigate = Route.useNavigate();
    const { library } = Route.useParams();
    const { source, title } = useMemo(() => libraryOf(library), [library]);
    return (
      <FileBrowser
        source={source}
        title={title}
        path={`/dokumentumtar/${library}-dokumentumok.html`}
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search })}
      />
    );
  },
});
