import type { QueryClient } from '@tanstack/react-query';
import { notFound, useLoaderData, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ListSearch } from '@/features/records/list/list-search';
import { RecordListScreen } from '@/features/records/list/RecordListScreen';
import { loadListPage } from '@/features/records/routes';
import { DENIED, openSection, sectionBaseOf, withoutCreate, type SectionAccess, type SectionParams } from './access';
import { specialScreenOr, SpecialScreenOr, type RouteLocation } from './special';
import { NoAccessPage } from './NoAccessPage';

/** The list at `listPath` (`<base>/lista.html`, or a special-shaped one such as `/rendszerhibak.html`). */
export async function loadSectionList(queryClient: QueryClient, base: string, listPath: string, search: ListSearch): Promise<SectionAccess> {
  const opened = await openSection(queryClient, base);
  if (!opened) return DENIED;
  const { user, section } = opened;
  if (section((s) => s.routes.list) !== listPath) throw notFound();
  await section((s) => loadListPage(queryClient, s, search));
  return { denied: false, section: user.is_readonly ? withoutCreate(section) : section };
}

export function SectionList({ access, search }: { access: SectionAccess; search: ListSearch }) {
  if (access.denied) return <NoAccessPage />;
  return access.section((section) => <RecordListScreen section={section} search={search} />);
}

/** The generic list routes, a section's list at `$module/lista.html` or `$module/$section/lista.html`. */
type ListRouteId = '/_signedIn/_shell/$module/lista.html' | '/_signedIn/_shell/$module/$section/lista.html';

/** A generic list route's loader: a special screen at the address, else the list of the section the address names. */
export function loadListRoute({
  context,
  params,
  deps,
  location,
}: {
  context: { queryClient: QueryClient };
  params: SectionParams;
  deps: { search: ListSearch };
  location: RouteLocation;
}) {
  const base = sectionBaseOf(params);
  return specialScreenOr(context.queryClient, location, () => loadSectionList(context.queryClient, base, `${base}/lista.html`, deps.search));
}

/** The screen of the generic list route `id`, from its loader's answer and its search. */
export function listRouteComponent(id: ListRouteId): () => ReactNode {
  return function ListRoute() {
    const search = useSearch({ from: id });
    return <SpecialScreenOr<SectionAccess> routed={useLoaderData({ from: id })}>{(access) => <SectionList access={access} search={search} />}</SpecialScreenOr>;
  };
}
