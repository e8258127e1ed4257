import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { parseRecordId } from '@/features/records/routes';
import { RecordDetailsScreen } from '@/features/records/screens/RecordDetailsScreen';
import { openSection, sectionBaseOf, type SectionAccess, type SectionParams } from './access';
import { redirectIfMoved } from './special';
import { Gated } from './Gated';

/** The details screen of record `entityId` (a positive integer, else not found), its record loaded first. */
export async function loadSectionDetails(queryClient: QueryClient, base: string, entityId: string): Promise<SectionAccess & { id: number }> {
  const id = parseRecordId(entityId);
  const { gate, section } = await openSection(queryClient, base);
  if (!section) return { gate, denied: true, id };
  await section((s) => queryClient.ensureQueryData(s.api.get({ path: { id } })));
  return { gate, denied: false, section, id };
}

export function SectionDetails({ access }: { access: SectionAccess & { id: number } }) {
  return <Gated access={access}>{(opened) => opened((section) => <RecordDetailsScreen section={section} id={access.id} />)}</Gated>;
}

/** The generic details routes, a record at `$module/{id}.html` or `$module/$section/{id}.html`. */
type DetailsRouteId = '/_signedIn/_shell/$module/{$entityId}.html' | '/_signedIn/_shell/$module/$section/{$entityId}.html';

/** A generic details route's loader: the record of the section the address names (a moved section's address goes on to its new place). */
export function loadDetailsRoute({
  context,
  params,
  location,
}: {
  context: { queryClient: QueryClient };
  params: SectionParams & { entityId: string };
  location: { pathname: string };
}) {
  redirectIfMoved(location.pathname);
  return loadSectionDetails(context.queryClient, sectionBaseOf(params), params.entityId);
}

/** The screen of the generic details route `id`, from its loader's answer. */
export function detailsRouteComponent(id: DetailsRouteId): () => ReactNode {
  return function DetailsRoute() {
    return <SectionDetails access={useLoaderData({ from: id })} />;
  };
}
