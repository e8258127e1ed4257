import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { allSections } from '@/config/site-map';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import type { CurrentUser } from '@/generated/models';
import { mayOpen, type ScreenGate } from '@/lib/current-user';
import { anySection, findSection, type AnySection } from '@/sections/registry';

/**
 * The generic section routes (`$module/$section/lista.html`, `uj.html`, `{$entityId}.html` and the
 * one-segment `$module/…` forms): each loader finds the section by its URL base in the registry,
 * checks the user's permission before any data is asked for, loads the section's chunk, then the
 * screen's data; the component renders the generic screen from what the loader returned. The loader
 * hands on the screen's gate too, and the component checks it again against the user of now (see
 * Gated.tsx): a loader runs once per visit, the signed-in user may change while the screen shows.
 * Each screen kind has its own module, so a list route does not load the form's or the details' code.
 */

/** The address parts that name a section: its module, and the section where the module has several. */
export interface SectionParams {
  module: string;
  section?: string;
}

/** A section's URL base from the route's params: `/hr/dolgozok` or `/kotelezettsegvallalas`. */
export function sectionBaseOf(params: SectionParams): string {
  return params.section === undefined ? `/${params.module}` : `/${params.module}/${params.section}`;
}

/** What a section route's loader hands its component: the screen's gate, and the section, or a refusal when the loader ran. */
export type SectionAccess = { gate: ScreenGate } & ({ denied: true } | { denied: false; section: AnySection });

/**
 * The section under `base` and the gate of its screen (its menu entry's permission; `writes` for a new
 * record's screen); the section's code is loaded only if the user may open the screen. An unknown or
 * unbuilt section is not found.
 */
export async function openSection(queryClient: QueryClient, base: string, writes = false): Promise<{ user: CurrentUser; gate: ScreenGate; section?: AnySection }> {
  const found = findSection(base);
  if (!found) throw notFound();
  const gate: ScreenGate = { entry: found.entry, writes };
  const user = await queryClient.ensureQueryData(getCurrentUserQuery());
  if (!mayOpen(user, gate)) return { user, gate };
  return { user, gate, section: await found.load() };
}

/** A read-only user sees no 'Új' (section 6): the section is handed on without its new screen. */
export function withoutCreate(section: AnySection): AnySection {
  return section(({ routes, ...rest }) => anySection({ ...rest, routes: { list: routes.list, details: routes.details } }));
}

/** The gate of the screen at `pathname`: the permission of the menu entry there (section 6); an address that is no menu entry is open. */
export function gateAt(pathname: string): ScreenGate {
  return { entry: allSections().find((s) => s.path === pathname) };
}

/** Whether the signed-in user may pass `gate` now, as a loader asks it. */
export async function isPermitted(queryClient: QueryClient, gate: ScreenGate): Promise<boolean> {
  return mayOpen(await queryClient.ensureQueryData(getCurrentUserQuery()), gate);
}
