import type { QueryClient } from '@tanstack/react-query';
import { notFound, useLoaderData, useSearch } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import type { ListSearch } from '@/features/records/list/list-search';
import { RecordListScreen } from '@/features/records/list/RecordListScreen';
import { loadListPage } from '@/features/records/routes';
import { useCurrentUser } from '@/lib/current-user';
import type { AnySection } from '@/sections/registry';
import { openSection, sectionBaseOf, withoutCreate, type SectionAccess, type SectionParams } from './access';
import { redirectIfMoved } from './special';
import { Gated } from './Gated';

/** The list at `listPath` (`<base>/lista.html`, or a special-shaped one such as `/rendszerhibak.html`). */
export async function loadSectionList(queryClient: QueryClient, base: string, listPath: string, search: ListSearch): Promise<SectionAccess> {
  const { gate, section } = await openSection(queryClient, base);
  if (!section) return { gate, denied: true };
  if (section((s) => s.routes.list) !== listPath) throw notFound();
  await section((s) => loadListPage(queryClient, s, search));
  return { gate, denied: false, section };
}

/** The list; a read-only user (as of now) gets it without its new screen. */
function ListOf({ section, search }: { section: AnySection; search: ListSearch }) {
  const readOnly = useCurrentUser().is_readonly;
  const shown = useMemo(() => (readOnly ? withoutCreate(section) : section), [readOnly, section]);
  return shown((s) => <RecordListScreen section={s} search={search} />);
}

export function SectionList({ access, search }: { access: SectionAccess; search: ListSearch }) {
  return <Gated access={access}>{(section) => <ListOf section={section} search={search} />}</Gated>;
}

/** The generic list routes, a section's list at `$module/lista.html` or `$module/$section/lista.html`. */
type ListRouteId = '/_signedIn/_shell/$module/lista.html' | '/_signedIn/_shell/$module/$section/lista.html';

/** A generic list route's loader: the list of the section the address names (a moved section's address goes on to its new place). */
export function loadListRoute({
  context,
  params,
  deps,
  location,
}: {
  context: { queryClient: QueryClient };
  params: SectionParams;
  deps: { search: ListSearch };
  location: { pathname: string };
}) {
  redirectIfMoved(location.pathname);
  const base = sectionBaseOf(params);
  return loadSectionList(context.queryClient, base, `${base}/lista.html`, deps.search);
}

/** The screen of the generic list route `id`, from its loader's answer and its search. */
export function listRouteComponent(id: ListRouteId): () => ReactNode {
  return function ListRoute() {
    const search = useSearch({ from: id });
    return <SectionList access={useLoaderData({ from: id })} search={search} />;
  };
}
