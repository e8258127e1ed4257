import { useMemo } from 'react';
import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { getOwnBasketQuery } from '@/generated/api/store';
import { BasketScreen } from '@/sections/store/basket';
import { documentLibrary, hazardDocumentLibrary } from '@/sections/store/document-libraries';
import { specialScreenRoute } from '../section-routes/special';

// The own basket and the document libraries (section 2), loaded and rendered for their routes.

export const { load: loadOwnBasket, Component: OwnBasketRoute } = specialScreenRoute(
  '/_signedIn/_shell/keszlet/kosarak/sajat.html',
  () => <BasketScreen />,
  (match) => match.context.queryClient.ensureQueryData(getOwnBasketQuery()),
);

// A document library's loader is its gate only: the library loads its folders as they are opened.

export const { load: loadHazardDocuments, Component: HazardDocumentsRoute } = specialScreenRoute('/_signedIn/_shell/munkavedelem/dokumentumok.html', ({ route }) => {
  const navigate = route.useNavigate();
  return <FileBrowser {...hazardDocumentLibrary} search={route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
});

export const { load: loadDocumentLibrary, Component: DocumentLibraryRoute } = specialScreenRoute(
  '/_signedIn/_shell/dokumentumtar/{$library}-dokumentumok.html',
  function DocumentLibrary({ route }) {
    const navigate = route.useNavigate();
    const { library } = route.useParams();
    const shown = useMemo(() => documentLibrary(library), [library]);
    return <FileBrowser key={library} {...shown} search={route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
);
