import { createFileRoute } from '@tanstack/react-router';
import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { fileBrowserSearch } from '@/features/file-browser/search';
import { moduleDocuments } from '@/features/file-browser/sources';

const hazardDocuments = moduleDocuments('hazard');

/** Section 2: the hazard documents are the module documents of module hazard. */
export const Route = createFileRoute('/_signedIn/_shell/munkavedelem/dokumentumok.html')({
  validateSearch: fileBrowserSearch,
  component: function HazardDocumentsRoute() {
    const navigate = Route.useNavigate();
    return (
      <FileBrowser
        source={hazardDocuments}
        title="Munkavédelmi dokumentumok"
        path="/munkavedelem/dokumentumok.html"
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search })}
      />
    );
  },
});
