import { FileBrowser } from '@/features/file-browser/FileBrowser';
import { fileBrowserSearch } from '@/features/file-browser/search';
import { libraryOf, moduleDocuments } from '@/features/file-browser/sources';
import { defineSpecialScreen, noParams, plainScreen } from '@/features/special-screens/special-screen';
import { getOwnBasketQuery } from '@/generated/api/store';
import { BasketScreen } from './basket';
import { screenHref } from '../screen-addresses';

/** `/keszlet/kosarak/sajat.html`: the user's own basket; a read-only user sees it without edit controls. */
export const ownBasket = plainScreen(BasketScreen, getOwnBasketQuery);

const hazardDocuments = moduleDocuments('hazard');

/** `/munkavedelem/dokumentumok.html` (section 2): the module documents of module hazard. */
export const hazardDocumentLibrary = defineSpecialScreen({
  params: noParams,
  search: fileBrowserSearch,
  Component: ({ search, onSearchChange }) => (
    <FileBrowser source={hazardDocuments} title="Munkavédelmi dokumentumok" path={screenHref('hazard-documents')} search={search} onSearchChange={onSearchChange} />
  ),
});

// One source per library for the session: the loader prepares the screen again at each folder opened.
const libraries = new Map<string, ReturnType<typeof libraryOf>>();
const library = (name: string) => libraries.get(name) ?? libraries.set(name, libraryOf(name)).get(name) ?? libraryOf(name);

/**
 * The document library (section 2): sajat-, megosztott- and export-dokumentumok.html, and any other
 * `{product}-dokumentumok.html` as that portal product's own documents.
 */
export const documentLibrary = defineSpecialScreen({
  params: ({ library: name = '' }) => ({ library: name, ...library(name) }),
  search: fileBrowserSearch,
  Component: ({ params, search, onSearchChange }) => (
    <FileBrowser
      source={params.source}
      title={params.title}
      path={screenHref('document-library', { library: params.library })}
      search={search}
      onSearchChange={onSearchChange}
    />
  ),
});
