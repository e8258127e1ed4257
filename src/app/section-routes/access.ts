import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { allSections, isSectionEnabled } from '@/config/site-map';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import type { CurrentUser } from '@/generated/models';
import { anySection, findSection, type AnySection } from '@/sections/registry';

/**
 * The generic section routes (`$module/$section/lista.html`, `uj.html`, `{$entityId}.html` and the
 * one-segment `$module/…` forms): each loader finds the section by its URL base in the registry,
 * checks the user's permission before any data is asked for, loads the section's chunk, then the
 * screen's data; the component renders the generic screen from what the loader returned. Each
 * screen kind has its own module, so a list route does not load the form's or the details' code.
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

/** What a section route's loader hands its component: the section, or a refusal. */
export type SectionAccess = { denied: true } | { denied: false; section: AnySection };

export const DENIED: SectionAccess = { denied: true };

/** The built section under `base` if the user may open it (else undefined); an unknown or unbuilt section is not found. */
export async function openSection(queryClient: QueryClient, base: string): Promise<{ user: CurrentUser; section: AnySection } | undefined> {
  const found = findSection(base);
  if (!found) throw notFound();
  const user = await queryClient.ensureQueryData(getCurrentUserQuery());
  if (!isSectionEnabled(found.entry, new Set(user.permissions))) return undefined;
  return { user, section: await found.load() };
}

/** A read-only user sees no 'Új' (section 6): the section is handed on without its new screen. */
export function withoutCreate(section: AnySection): AnySection {
  return section(({ routes, ...rest }) => anySection({ ...rest, routes: { list: routes.list, details: routes.details } }));
}

/** Whether the user holds the permission of the menu entry at `pathname` (section 6); an address that is no menu entry is open. */
export async function isPermittedAt(queryClient: QueryClient, pathname: string): Promise<boolean> {
  const entry = allSections().find((s) => s.path === pathname);
  if (!entry) return true;
  const user = await queryClient.ensureQueryData(getCurrentUserQuery());
  return isSectionEnabled(entry, new Set(user.permissions));
}
