import { fileBrowserScreen } from '@/features/file-browser/file-browser-screen';
import { libraryOf, moduleDocuments } from '@/features/file-browser/sources';
import { plainScreen } from '@/features/special-screens/special-screen';
import { getOwnBasketQuery } from '@/generated/api/store';
import { BasketScreen } from './basket';
import { screenHref } from '../screen-addresses';

/** `/keszlet/kosarak/sajat.html`: the user's own basket; a read-only user sees it without edit controls. */
export const ownBasket = plainScreen(BasketScreen, getOwnBasketQuery);

const hazardDocuments = moduleDocuments('hazard');

/** `/munkavedelem/dokumentumok.html` (section 2): the module documents of module hazard. */
export const hazardDocumentLibrary = fileBrowserScreen(() => ({ source: hazardDocuments, title: 'Munkavédelmi dokumentumok', path: screenHref('hazard-documents') }));

/**
 * The document library (section 2): sajat-, megosztott- and export-dokumentumok.html, and any other
 * `{product}-dokumentumok.html` as that portal product's own documents.
 */
export const documentLibrary = fileBrowserScreen(({ library = '' }) => ({ ...libraryOf(library), path: screenHref('document-library', { library }) }));
