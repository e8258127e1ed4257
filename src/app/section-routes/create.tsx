import type { QueryClient } from '@tanstack/react-query';
import { notFound, useLoaderData } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RecordCreateScreen } from '@/features/records/screens/RecordCreateScreen';
import { openSection, sectionBaseOf, type SectionAccess, type SectionParams } from './access';
import { redirectIfMoved } from './special';
import { Gated } from './Gated';

/** The new screen; refused to a read-only user, not found where the section has none. */
export async function loadSectionCreate(queryClient: QueryClient, base: string): Promise<SectionAccess> {
  const { gate, section } = await openSection(queryClient, base, true);
  if (!section) return { gate, denied: true };
  if (!section((s) => Boolean(s.routes.create && s.form && s.api.create))) throw notFound();
  return { gate, denied: false, section };
}

export function SectionCreate({ access }: { access: SectionAccess }) {
  // Keyed by section: the generic route keeps its screen mounted from one section's new form to another's, and
  // a form's state (what was typed, its messages, a failed save) belongs to its own section.
  return <Gated access={access}>{(opened) => opened((section) => <RecordCreateScreen key={section.routes.list} section={section} />)}</Gated>;
}

/** The generic new-record routes, `$module/uj.html` and `$module/$section/uj.html`. */
type CreateRouteId = '/_signedIn/_shell/$module/uj.html' | '/_signedIn/_shell/$module/$section/uj.html';

/** A generic new-record route's loader: the new screen of the section the address names (a moved section's address goes on to its new place). */
export function loadCreateRoute({ context, params, location }: { context: { queryClient: QueryClient }; params: SectionParams; location: { pathname: string } }) {
  redirectIfMoved(location.pathname);
  return loadSectionCreate(context.queryClient, sectionBaseOf(params));
}

/** The screen of the generic new-record route `id`, from its loader's answer. */
export function createRouteComponent(id: CreateRouteId): () => ReactNode {
  return function CreateRoute() {
    return <SectionCreate access={useLoaderData({ from: id })} />;
  };
}
