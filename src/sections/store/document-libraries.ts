import { libraryOf, moduleDocuments } from '@/features/file-browser/sources';
import { routeHref } from '@/lib/route-href';

const hazardDocuments = moduleDocuments('hazard');

/** `/munkavedelem/dokumentumok.html` (section 2): the module documents of module hazard. */
export const hazardDocumentLibrary = { source: hazardDocuments, title: 'Munkavédelmi dokumentumok', path: routeHref({ to: '/munkavedelem/dokumentumok.html' }) };

/**
 * The document library (section 2): sajat-, megosztott- and export-dokumentumok.html, and any other
 * `{product}-dokumentumok.html` as that portal product's own documents.
 */
export const documentLibrary = (library: string) => ({
  ...libraryOf(library),
  path: routeHref({ to: '/dokumentumtar/{$library}-dokumentumok.html', params: { library } }),
});
