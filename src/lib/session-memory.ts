/**
 * What the tab keeps for the signed-in user beside the query cache: typed drafts, lists' searches, toasts.
 * Each says how a sign-out forgets it all and, where part of it outlives a load of the page (sessionStorage),
 * how a load forgets only what it held in memory.
 */
const memories = new Set<{ all: () => void; held: () => void }>();

/** Registers what forgets one such memory: a sign-out runs it, so the next user finds nothing of this one. */
export function forgetOnSignOut(forget: () => void, forgetHeldInMemory: () => void = forget): void {
  memories.add({ all: forget, held: forgetHeldInMemory });
}

/** Forgets every registered memory of the session. */
export function forgetSessionMemories(): void {
  memories.forEach((memory) => memory.all());
}

/** Forgets what a new load of the page would: what is held in memory only; what sessionStorage keeps stays. */
export function forgetMemoriesOfPage(): void {
  memories.forEach((memory) => memory.held());
}
