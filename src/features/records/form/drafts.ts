/**
 * What a form typed when the session expired: kept in memory (never in storage) under the form's
 * address, and put back when the user returns there after signing in again.
 */
export const drafts = new Map<string, Record<string, unknown>>();

/** Forgets every kept draft (a test's expired session must not fill another test's form). */
export function forgetDrafts(): void {
  drafts.clear();
}
