import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { RecordCreateScreen } from '@/features/records/screens/RecordCreateScreen';
import { DENIED, openSection, type SectionAccess } from './access';
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
