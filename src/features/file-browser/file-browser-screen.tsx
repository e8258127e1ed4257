import { defineSpecialScreen, type AnySpecialScreen } from '@/features/special-screens/special-screen';
import { FileBrowser, type FileBrowserProps } from './FileBrowser';
import { fileBrowserSearch } from './search';

/** Which library a document library screen shows, from its address's parts: the source, the title and the screen's own address. */
export type LibraryOfAddress = (params: Readonly<Record<string, string>>) => Omit<FileBrowserProps, 'search' | 'onSearchChange'>;

/** A document library as a special screen: the library its address names, the opened folders, search and order kept in its search. */
export function fileBrowserScreen(library: LibraryOfAddress): AnySpecialScreen {
  return defineSpecialScreen({
    params: library,
    search: fileBrowserSearch,
    Component: ({ params, search, onSearchChange }) => <FileBrowser {...params} search={search} onSearchChange={onSearchChange} />,
  });
}
