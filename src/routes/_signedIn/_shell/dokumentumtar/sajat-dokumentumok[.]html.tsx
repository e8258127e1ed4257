import { createFileRoute } from '@tanstack/react-router';
import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { fileBrowserSearchSchema } from '@/features/file-browser/search';
import { ownDocuments } from '@/features/file-browser/sources';

export const Route = createFileRoute('/_signedIn/_shell/dokumentumtar/sajat-dokumentumok.html')({
  validateSearch: fileBrowserSearchSchema,
  component: function DocumentsRoute() {
    const navigate = Route.useNavigate();
    return (
      <FileBrowser
        source={ownDocuments}
        title="Saját dokumentumok"
        path="/dokumentumtar/sajat-dokumentumok.html"
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search })}
      />
    );
  },
});
