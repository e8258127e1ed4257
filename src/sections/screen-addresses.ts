import { siteMapPath, type SiteMapId } from '@/config/site-map';

/**
 * The addresses of the special screens that are no site-map entry of their own (section 2); `{name}` is a
 * part of the address. A screen that is a menu entry (the planner's years, the own basket) has its address
 * in the site map only. Screens link to each other with `screenHref`, typed by this table.
 */
const SCREEN_PATHS = {
  'commute-month': '/hr/munkabajaras/{employmentId}.html',
  'timesheet-month': '/hr/munkaido-nyilvantartas/{userId}.html',
  application: '/hr/allashelyek/{positionId}/jelentkezes-{applicationId}.html',
  'planner-menu': '/penzugy/tervezo/{year}/menu.html',
  'school-breakdown': '/penzugy/tervezo/{year}/iskolai_lebontas.html',
  'document-library': '/dokumentumtar/{library}-dokumentumok.html',
  'open-jobs': '/allaskeresoportal/lista.html',
  'open-job': '/allaskeresoportal/{openJobId}.html',
  'dev-quiz-login': '/dev/kviz/belepes.html',
  'dev-quiz-fill': '/dev/kviz/kitoltes.html',
  'dev-complaint-login': '/dev/panasz/belepes.html',
  'dev-complaint-create': '/dev/panasz/uj.html',
  'dev-complaint': '/dev/panasz/{entityId}.html',
} as const;

type OwnScreenId = keyof typeof SCREEN_PATHS;

/** A screen: a special screen of the table above or a site-map entry. */
export type ScreenId = OwnScreenId | SiteMapId;

type PathOf<Id extends ScreenId> = Id extends OwnScreenId ? (typeof SCREEN_PATHS)[Id] : string;
type PartNames<Path> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PartNames<Rest> : never;

/** The values of a screen's address parts, by name (`{ employmentId: 7 }`). */
export type ScreenParams<Id extends ScreenId> = Readonly<Record<PartNames<PathOf<Id>>, string | number>>;

/** A screen's search as it goes into its address; an undefined value is left out. */
export type ScreenSearch = Readonly<Record<string, string | number | boolean | undefined>>;

type ScreenArgs<Id extends ScreenId> = [PartNames<PathOf<Id>>] extends [never]
  ? [params?: Record<string, never>, search?: ScreenSearch]
  : [params: ScreenParams<Id>, search?: ScreenSearch];

function isOwnScreen(id: ScreenId): id is OwnScreenId {
  return Object.hasOwn(SCREEN_PATHS, id);
}

/** The address pattern of a screen (`/hr/munkabajaras/{employmentId}.html`), as the special screens' table matches it. */
export function screenPath(id: ScreenId): string {
  return isOwnScreen(id) ? SCREEN_PATHS[id] : siteMapPath(id);
}

/** The address of a screen with its parts filled in and its search: `screenHref('commute-month', { employmentId: 7 }, { year: 2026, month: 3 })`. */
export function screenHref<Id extends ScreenId>(id: Id, ...[params, search]: ScreenArgs<Id>): string {
  const parts: Readonly<Record<string, string | number>> = params ?? {};
  const path = screenPath(id).replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(parts[name] ?? '')));
  const query = new URLSearchParams(Object.entries(search ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
  return query.size ? `${path}?${query}` : path;
}
