import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { ListSearch } from '@/features/records/list/list-search';
import { RecordListScreen } from '@/features/records/list/RecordListScreen';
import { loadListPage } from '@/features/records/routes';
import { DENIED, openSection, withoutCreate, type SectionAccess } from './access';
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
