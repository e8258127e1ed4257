import type { QueryClient } from '@tanstack/react-query';
import { parseRecordId } from '@/features/records/routes';
import { RecordDetailsScreen } from '@/features/records/screens/RecordDetailsScreen';
import { DENIED, openSection, type SectionAccess } from './access';
import { NoAccessPage } from './NoAccessPage';

/** The details screen of record `entityId` (a positive integer, else not found), its record loaded first. */
export async function loadSectionDetails(queryClient: QueryClient, base: string, entityId: string): Promise<SectionAccess & { id: number }> {
  const id = parseRecordId(entityId);
  const opened = await openSection(queryClient, base);
  if (!opened) return { ...DENIED, id };
  await opened.section((s) => queryClient.ensureQueryData(s.api.get({ path: { id } })));
  return { denied: false, section: opened.section, id };
}

export function SectionDetails({ access }: { access: SectionAccess & { id: number } }) {
  if (access.denied) return <NoAccessPage />;
  return access.section((section) => <RecordDetailsScreen section={section} id={access.id} />);
}
