import { allSections, sectionBase } from './site-map';

/** Old section paths that moved (section 2: the old lecturer assignments redirect to the new section). */
const MOVED_PREFIXES: ReadonlyArray<readonly [from: string, to: string]> = [['/tanugy/oraadoi-megbizasok/', '/tanugy/uj-oraadoi-megbizasok/']];

/** Each section's root (its URL base) and the screen its menu item opens. */
const sectionRoots = new Map(
  allSections().flatMap((s) => {
    const base = sectionBase(s);
    return base === undefined ? [] : [[base, s.path] as const];
  }),
);

/**
 * Where an address that no screen serves should go: a section root goes to its list (with no
 * search or page carried over), a moved section to its new place, anything else to /404.html.
 */
export function redirectForUnknownPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return movedTo(path) ?? sectionRoots.get(path) ?? '/404.html';
}

/** The new address of a screen of a moved section (the same screen there, its list for the section root). */
export function movedTo(pathname: string): string | undefined {
  for (const [from, to] of MOVED_PREFIXES) {
    if (`${pathname}/`.startsWith(from)) {
      const rest = `${pathname}/`.slice(from.length).replace(/\/$/, '');
      return `${to}${rest || 'lista.html'}`;
    }
  }
  return undefined;
}
