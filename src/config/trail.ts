import { allSections, flattenSections, isSectionEnabled, mainMenu, sectionBase, type MenuGroup, type MenuSection } from './site-map';

/** Where a signed-in address sits in the site map: its module (main-menu group) and section, as far as known. */
export interface ScreenPlace {
  module?: MenuGroup;
  section?: MenuSection;
}

const directory = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

const moduleOf = new Map<string, MenuGroup>(mainMenu.flatMap((module) => flattenSections(module.children).map((section) => [section.id, module] as const)));

/**
 * The section an address belongs to: the section whose own address it is; else the one whose URL base
 * holds it (a record's details, new or calendar screen, a special screen keyed by a record); else the
 * one whose screen sits in the same folder of two or more levels (the planner's year screens beside
 * '/penzugy/tervezo/evek.html'). The longest match wins, so a nested base beats its parent's.
 */
export function locateScreen(pathname: string): ScreenPlace {
  let best: { section: MenuSection; length: number } | undefined;
  for (const section of allSections()) {
    const base = sectionBase(section);
    const folder = directory(section.path);
    const length =
      section.path === pathname
        ? Number.MAX_SAFE_INTEGER
        : base !== undefined && pathname.startsWith(`${base}/`)
          ? base.length + 1
          : folder.split('/').length > 3 && pathname.startsWith(folder)
            ? folder.length
            : -1;
    if (length > (best?.length ?? -1)) best = { section, length };
  }
  if (!best) return {};
  return { section: best.section, module: moduleOf.get(best.section.id) };
}

/** A module's link: its first section (in menu order) the user may open; none when they may open none. */
export function moduleHome(module: MenuGroup, permissions: ReadonlySet<string>): string | undefined {
  return flattenSections(module.children).find((section) => isSectionEnabled(section, permissions))?.path;
}

const listAddresses = new Set(
  allSections().flatMap((section) => {
    const base = sectionBase(section);
    return base === undefined ? [section.path] : [section.path, `${base}/lista.html`];
  }),
);

/** Whether `pathname` is a section's list (or its menu screen: a calendar, a special screen), whose search is worth returning to. */
export const isListAddress = (pathname: string) => listAddresses.has(pathname);
