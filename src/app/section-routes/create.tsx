import type { QueryClient } from '@tanstack/react-query';
import { notFound, useLoaderData } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RecordCreateScreen } from '@/features/records/screens/RecordCreateScreen';
import { DENIED, openSection, sectionBaseOf, type SectionAccess, type SectionParams } from './access';
import { specialScreenOr, SpecialScreenOr, type RouteLocation } from './special';
import { NoAccessPage } from './NoAccessPage';

/** The new screen; refused to a read-only user, not found where the section has none. */
export async function loadSectionCreate(queryClient: QueryClient, base: string): Promise<SectionAccess> {
  const opened = await openSection(queryClient, base);
  if (!opened || opened.user.is_readonly) return DENIED;
  if (!opened.section((s) => Boolean(s.routes.create && s.form && s.api.create))) throw notFound();
  return { denied: false, section: opened.section };
}

export function SectionCreate({ access }: { access: SectionAccess }) {
  if (access.denied) return <NoAccessPage />;
  return access.section((section) => <RecordCreateScreen section={section} />);
}

/** The generic new-record routes, `$module/uj.html` and `$module/$section/uj.html`. */
type CreateRouteId = '/_signedIn/_shell/$module/uj.html' | '/_signedIn/_shell/$module/$section/uj.html';

/** A generic new-record route's loader: a special screen at the address, else the new screen of the section the address names. */
export function loadCreateRoute({ context, params, location }: { context: { queryClient: QueryClient }; params: SectionParams; location: RouteLocation }) {
  return specialScreenOr(context.queryClient, location, () => loadSectionCreate(context.queryClient, sectionBaseOf(params)));
}

/** The screen of the generic new-record route `id`, from its loader's answer. */
export function createRouteComponent(id: CreateRouteId): () => ReactNode {
  return function CreateRoute() {
    return <SpecialScreenOr<SectionAccess> routed={useLoaderData({ from: id })}>{(access) => <SectionCreate access={access} />}</SpecialScreenOr>;
  };
}
