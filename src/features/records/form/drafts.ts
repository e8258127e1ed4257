import { forgetOnSignOut } from '@/lib/session-memory';

/**
 * What a form typed when the session expired: kept in memory (never in storage) under the form's
 * address, and put back when the user returns there after signing in again.
 */
export const drafts = new Map<string, Record<string, unknown>>();

/** Forgets every kept draft (on sign-out: the next user's form is not filled with this one's input). */
export function forgetDrafts(): void {
  drafts.clear();
}

forgetOnSignOut(forgetDrafts);
