import { getRouteApi } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { getOwnBasketQuery } from '@/generated/api/store';
import { BasketScreen } from '@/sections/store/basket';
import { documentLibrary, hazardDocumentLibrary } from '@/sections/store/document-libraries';
import { GatedScreen, loadSpecialScreen, type ScreenAccess, type ScreenLoaderContext } from '../section-routes/special';

// The own basket and the document libraries (section 2), loaded and rendered for their routes.

const basketRoute = getRouteApi('/_signedIn/_shell/keszlet/kosarak/sajat.html');
export const loadOwnBasket = (match: ScreenLoaderContext): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(getOwnBasketQuery()));
export function OwnBasketRoute(): ReactNode {
  return (
    <GatedScreen access={basketRoute.useLoaderData()}>
      <BasketScreen />
    </GatedScreen>
  );
}

/** A document library's loader: its gate only; the library loads its folders as they are opened. */
export const loadDocumentLibrary = (match: ScreenLoaderContext): Promise<ScreenAccess> => loadSpecialScreen(match);

const hazardRoute = getRouteApi('/_signedIn/_shell/munkavedelem/dokumentumok.html');
export function HazardDocumentsRoute(): ReactNode {
  const navigate = hazardRoute.useNavigate();
  return (
    <GatedScreen access={hazardRoute.useLoaderData()}>
      <FileBrowser {...hazardDocumentLibrary} search={hazardRoute.useSearch()} onSearchChange={(search) => void navigate({ search })} />
    </GatedScreen>
  );
}

const libraryRoute = getRouteApi('/_signedIn/_shell/dokumentumtar/{$library}-dokumentumok.html');
export function DocumentLibraryRoute(): ReactNode {
  const navigate = libraryRoute.useNavigate();
  const { library } = libraryRoute.useParams();
  const shown = useMemo(() => documentLibrary(library), [library]);
  return (
    <GatedScreen access={libraryRoute.useLoaderData()}>
      <FileBrowser key={library} {...shown} search={libraryRoute.useSearch()} onSearchChange={(search) => void navigate({ search })} />
    </GatedScreen>
  );
}
