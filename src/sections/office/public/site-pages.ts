import type { PUBLIC_ROUTE_PATHS } from '@/config/public-routes';

type PageArgs<Page extends string> = Page extends `${string}$entityId${string}` ? [entityId: number] : [];

/**
 * Links between the pages of a public site, typed by the site's pages (src/config/public-routes.ts). `base` is where
 * the site lives: nothing at the root of its own host, /dev/panasz or /dev/kviz on a local one.
 */
function sitePages<Page extends string>() {
  return <Chosen extends Page>(base: string, page: Chosen, ...[entityId]: PageArgs<Chosen>): string =>
    `${base}${entityId === undefined ? page : page.replace('$entityId', String(entityId))}`;
}

/** `complaintHref(base, '/belepes.html')`, `complaintHref(base, '/$entityId.html', complaint.id)`. */
export const complaintHref = sitePages<(typeof PUBLIC_ROUTE_PATHS)['complaint'][number]>();

/** `quizHref(base, '/kitoltes.html')`. */
export const quizHref = sitePages<(typeof PUBLIC_ROUTE_PATHS)['quiz'][number]>();
