import type { ReactNode } from 'react';
import { useMayOpen } from '@/lib/current-user';
import type { AnySection } from '@/sections/registry';
import type { SectionAccess } from './access';
import { NoAccessPage } from './NoAccessPage';

/**
 * A section screen behind its gate, checked against the signed-in user of now: the moment a new answer
 * of the user refuses it, 'Nincs jogosultság' replaces it (edit forms and all). One refused when its
 * loader ran and allowed now shows the refusal until the loader has run again (session-wiring.ts
 * invalidates the router when the user changes).
 */
export function Gated({ access, children }: { access: SectionAccess; children: (section: AnySection) => ReactNode }) {
  const allowed = useMayOpen(access.gate);
  if (!allowed || access.denied) return <NoAccessPage />;
  return children(access.section);
}
