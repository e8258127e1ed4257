import type { QueryClient } from '@tanstack/react-query';
import { logout } from '@/generated/api/auth';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import type { CurrentUser } from '@/generated/models';
import { forgetSessionMemories } from '@/lib/session-memory';
import { tokenStorage } from '@/lib/storage';

export const LOGIN_PATH = '/belepes.html';
export const PASSWORD_CHANGE_PATH = '/jelszo_modositasa.html';
export const CHANGE_PASSWORD_PERMISSION = 'users.can_change_password';

export function isSignedIn(): boolean {
  return tokenStorage.get() !== null;
}

/** Empties the cache and every memory of the session (session-memory.ts); the token stays. */
export function forgetSessionState(queryClient: QueryClient): void {
  queryClient.clear();
  forgetSessionMemories();
}

/** A new session starts from an empty cache, so nothing of a previous user is shown. */
export function startSession(queryClient: QueryClient, token: string): void {
  queryClient.clear();
  tokenStorage.set(token);
}

export function endSession(queryClient: QueryClient): void {
  tokenStorage.clear();
  forgetSessionState(queryClient);
}

/** Signs out on the server too; the local session ends even when that call fails. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await logout();
  } catch {
    // The token may already be invalid; the user is signed out locally either way.
  } finally {
    endSession(queryClient);
  }
}

export function currentUserFromCache(queryClient: QueryClient): CurrentUser | undefined {
  return queryClient.getQueryData(getCurrentUserQuery().queryKey);
}

export function canChangePassword(user: Pick<CurrentUser, 'permissions' | 'needs_password_change'>): boolean {
  return user.needs_password_change || user.permissions.includes(CHANGE_PASSWORD_PERMISSION);
}

/** A user whose institution has no parent works at the district office (section 1). */
export function isDistrictLevel(user: Pick<CurrentUser, 'institution'>): boolean {
  return user.institution.parent === null;
}
