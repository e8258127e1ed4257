import type { QueryClient } from '@tanstack/react-query';
import {
  getCurrentUserQuery,
  getSettingsQuery,
  getStaticDataQuery,
  listAllEmploymentsQuery,
  listHrReferentsQuery,
  listInstitutionsQuery,
  listOwnTasksQuery,
  listOwnUsersQuery,
  listReferentsQuery,
  listSystemMessagesQuery,
} from '@/generated/api/bootstrap';

/**
 * The ten asset groups loaded at start-up (section 7), each with the alert shown when it fails
 * (the first three word for word from section 8). They stay fresh for the session; a mutation that
 * changes one invalidates it by its key.
 */
export const startupAssets = [
  { id: 'currentUser', query: getCurrentUserQuery(), failure: 'Hiba a felhasználói adatok letöltése közben' },
  { id: 'institutions', query: listInstitutionsQuery(), failure: 'Hiba az intézmények letöltése közben' },
  { id: 'employments', query: listAllEmploymentsQuery(), failure: 'Hiba a munkaviszonyok letöltése közben' },
  { id: 'referents', query: listReferentsQuery(), failure: 'Hiba a referens lista letöltése közben' },
  { id: 'hrReferents', query: listHrReferentsQuery(), failure: 'Hiba a HR referens lista letöltése közben' },
  { id: 'ownUsers', query: listOwnUsersQuery(), failure: 'Hiba a saját felhasználók letöltése közben' },
  { id: 'ownTasks', query: listOwnTasksQuery(), failure: 'Hiba a feladatok letöltése közben' },
  { id: 'settings', query: getSettingsQuery(), failure: 'Hiba a beállítások letöltése közben' },
  { id: 'staticData', query: getStaticDataQuery(), failure: 'Hiba a statikus adatok letöltése közben' },
  { id: 'systemMessages', query: listSystemMessagesQuery(), failure: 'Hiba a rendszerüzenetek letöltése közben' },
] as const;

export const ASSET_STALE_TIME = Number.POSITIVE_INFINITY;

export function areStartupAssetsLoaded(queryClient: QueryClient): boolean {
  return startupAssets.every(({ query }) => queryClient.getQueryData(query.queryKey) !== undefined);
}

/** Where the loading screen may send the user on: only a path of this app, never another origin. */
export function safeRedirectTarget(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/betoltes.html')) return '/';
  return target;
}
