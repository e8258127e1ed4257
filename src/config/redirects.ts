import { flattenSections } from './site-map';

/** Old section paths that moved (section 2: the old lecturer assignments redirect to the new section). */
const MOVED_PREFIXES: ReadonlyArray<readonly [from: string, to: string]> = [['/tanugy/oraadoi-megbizasok/', '/tanugy/uj-oraadoi-megbizasok/']];

const LIST_SUFFIX = '/lista.html';
const sectionRoots = new Map(
  flattenSections()
    .filter((s) => s.path.endsWith(LIST_SUFFIX))
    .map((s) => [s.path.slice(0, -LIST_SUFFIX.length), s.path] as const),
);

/**
 * Where an address that no screen serves should go: a section root goes to its list (with no
 * search or page carried over), a moved section to its new place, anything else to /404.html.
 */
export function redirectForUnknownPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [from, to] of MOVED_PREFIXES) {
    if (`${path}/`.startsWith(from)) {
      const rest = `${path}/`.slice(from.length).replace(/\/$/, '');
      return `${to}${rest || 'lista.html'}`;
    }
  }
  return sectionRoots.get(path) ?? '/404.html';
}
