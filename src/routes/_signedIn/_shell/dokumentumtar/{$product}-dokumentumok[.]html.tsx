import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { fileBrowserSearchSchema } from '@/features/file-browser/search';
import { productDocuments } from '@/features/file-browser/sources';

/** A portal product's own documents ({product}-dokumentumok.html): read-only. */
export const Route = createFileRoute('/_signedIn/_shell/dokumentumtar/{$product}-dokumentumok.html')({
  validateSearch: fileBrowserSearchSchema,
  component: function ProductDocumentsRoute() {
    const navigate = Route.useNavigate();
    const { product } = Route.useParams();
    const source = useMemo(() => productDocuments(product), [product]);
    return (
      <FileBrowser
        source={source}
        title={`Termékdokumentumok (${product})`}
        path={`/dokumentumtar/${product}-dokumentumok.html`}
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search })}
      />
    );
  },
});
