/** What the tab keeps for the signed-in user beside the query cache: typed drafts, lists' searches, toasts. */
const memories = new Set<() => void>();

/** Registers what forgets one such memory: a sign-out runs it, so the next user finds nothing of this one. */
export function forgetOnSignOut(forget: () => void): void {
  memories.add(forget);
}

/** Forgets every registered memory of the session. */
export function forgetSessionMemories(): void {
  memories.forEach((forget) => forget());
}
