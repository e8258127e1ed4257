import { createFileRoute } from '@tanstack/react-router';
import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { fileBrowserSearchSchema } from '@/features/file-browser/search';
import { exportDocuments } from '@/features/file-browser/sources';

export const Route = createFileRoute('/_signedIn/_shell/dokumentumtar/export-dokumentumok.html')({
  validateSearch: fileBrowserSearchSchema,
  component: function DocumentsRoute() {
    const navigate = Route.useNavigate();
    return (
      <FileBrowser
        source={exportDocuments}
        title="Exportált dokumentumok"
        path="/dokumentumtar/export-dokumentumok.html"
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search })}
      />
    );
  },
});
