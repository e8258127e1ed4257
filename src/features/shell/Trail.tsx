import { useMemo } from 'react';
import { Link } from '@/components/ui/Link';
import { useScreenTitle } from '@/components/ui/Page';
import { sectionBase } from '@/config/site-map';
import { locateScreen, moduleHome } from '@/config/trail';
import { listHref } from '@/lib/list-memory';

interface Crumb {
  label: string;
  href: string;
}

/** The crumbs of the screen at `pathname`: home › module › section › the screen itself (a record, a new form…). */
export function trailCrumbs(pathname: string, screenTitle: string | undefined, permissions: ReadonlySet<string>): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Kezdőlap', href: '/' }];
  if (pathname === '/') return crumbs;
  const { module, section } = locateScreen(pathname);
  const home = module ? moduleHome(module, permissions) : undefined;
  if (module && home) crumbs.push({ label: module.label, href: home });
  if (section) {
    crumbs.push({ label: section.label, href: section.path === pathname ? pathname : listHref(section.path) });
    const base = sectionBase(section);
    const onSection = section.path === pathname || (base !== undefined && `${base}/lista.html` === pathname);
    if (onSection) return crumbs;
  }
  if (screenTitle && screenTitle !== section?.label) crumbs.push({ label: screenTitle, href: pathname });
  return crumbs;
}

/**
 * Where the user is: 'Kezdőlap › Pénzügy › Kötelezettségvállalás › KV-12', each a link, the last one the
 * screen shown (aria-current="page"). The section's link returns to its list as it was left; on a screen
 * within it (a record, a new form) it stays marked as where the user is (aria-current="location"), the
 * menu's mark being seen only while the menu is open.
 */
export function Trail({ pathname, permissions }: { pathname: string; permissions: readonly string[] }) {
  const screenTitle = useScreenTitle();
  const granted = useMemo(() => new Set(permissions), [permissions]);
  if (pathname === '/') return null;
  const crumbs = trailCrumbs(pathname, screenTitle, granted);
  const sectionLabel = locateScreen(pathname).section?.label;
  const sectionIndex = sectionLabel === undefined ? -1 : crumbs.findIndex((crumb, index) => index > 0 && crumb.label === sectionLabel);
  return (
    <nav aria-label="Útvonal" className="trail">
      <ol className="trail__list">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1 ? 'page' : index === sectionIndex ? 'location' : undefined;
          return (
            <li key={`${index}-${crumb.label}`} className="trail__item">
              <Link
                href={crumb.href}
                aria-current={current}
                className={current === 'page' ? 'trail__link trail__link--current' : current ? 'trail__link trail__link--section' : 'trail__link'}
              >
                {crumb.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
