import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * A screen that is not a section's list, form or details (a month screen, the planner, a basket, a
 * document library, a public site's page). Each is a file route of its own under src/routes/: the
 * router checks its address's parts and its search and loads its code only when it is opened; the
 * building blocks below give the route what it loads and what it renders.
 */

export interface SpecialScreenProps<P, S> {
  params: P;
  search: S;
  /** `replace` corrects the address without a new history entry (a page that no longer exists). */
  onSearchChange: (next: S, options?: { replace?: boolean }) => void;
}

/** A screen declared by a building block: what fills the query cache before it shows, and the screen. */
export interface SpecialScreen<P, S> {
  load: (queryClient: QueryClient, params: P, search: S) => Promise<unknown>;
  Component: ComponentType<SpecialScreenProps<P, S>>;
}
