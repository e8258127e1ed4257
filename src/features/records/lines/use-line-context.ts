import { useSuspenseQuery } from '@tanstack/react-query';
import { getSettingsQuery, getStaticDataQuery } from '@/generated/api/bootstrap';
import type { LineContext } from './lines';

/** The settings and static lookup data line rules read; both are loaded at start-up, so this rarely waits. */
export function useLineContext(): LineContext {
  const { data: settings } = useSuspenseQuery(getSettingsQuery());
  const { data: staticData } = useSuspenseQuery(getStaticDataQuery());
  return { settings, staticData };
}
