import { forgetOnSignOut } from './session-memory';

/**
 * The search (filters, text, page, order) a list was last shown with, per list address, so that the
 * way back to a list ('‹ Vissza a listához', the trail's section link) returns to the list as it was
 * left. Kept for the browser tab (sessionStorage: only the token and the festive-logo flag may live in
 * localStorage), in memory where sessionStorage is unavailable.
 */
const PREFIX = 'list-search:';
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Records `search` ('?q=…&page=2', or '' for none) as the last search of the list at `pathname`. */
export function rememberListSearch(pathname: string, search: string): void {
  memory.set(pathname, search);
  try {
    if (search) storage()?.setItem(PREFIX + pathname, search);
    else storage()?.removeItem(PREFIX + pathname);
  } catch {
    // A full or refused storage leaves the memory of this page.
  }
}

/** Forgets every list's search, in memory and in sessionStorage (on sign-out; a test's lists must not follow another's). */
export function forgetListSearches(): void {
  memory.clear();
  try {
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // Nothing stored to forget.
  }
}

/** The list at `path` with the search it was last left with. */
export function listHref(path: string): string {
  if (path.includes('?')) return path;
  let search = memory.get(path);
  if (search === undefined) {
    try {
      search = storage()?.getItem(PREFIX + path) ?? '';
    } catch {
      search = '';
    }
  }
  return path + search;
}

forgetOnSignOut(forgetListSearches, () => memory.clear());
