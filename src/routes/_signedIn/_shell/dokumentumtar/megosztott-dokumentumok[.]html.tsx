import { createFileRoute } from '@tanstack/react-router';
import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { fileBrowserSearchSchema } from '@/features/file-browser/search';
import { sharedDocuments } from '@/features/file-browser/sources';

export const Route = createFileRoute('/_signedIn/_shell/dokumentumtar/megosztott-dokumentumok.html')({
  validateSearch: fileBrowserSearchSchema,
  component: function DocumentsRoute() {
    const navigate = Route.useNavigate();
    return (
      <FileBrowser
        source={sharedDocuments}
        title="Megosztott dokumentumok"
        path="/dokumentumtar/megosztott-dokumentumok.html"
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search })}
      />
    );
  },
});
