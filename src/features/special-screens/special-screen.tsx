import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

/**
 * A screen that is not a section's list, form or details (a month screen, the planner, a basket, a
 * document library, a public site's page): its address is checked and its data loaded by the generic
 * routes, through the lazily loaded registry of special screens, so that no route definition of its
 * own sits in the first load.
 */

/** A screen's search as the address gives it (any keys; each screen checks its own). */
export type SearchValues = Record<string, unknown>;

/** A screen's search as it goes back into the address: plain values by name. */
export type SearchParams = Record<string, string | number | boolean | undefined>;

export interface SpecialScreenProps<P, S> {
  params: P;
  search: S;
  /** `replace` corrects the address without a new history entry (a page that no longer exists). */
  onSearchChange: (next: S, options?: { replace?: boolean }) => void;
}

/** The props of a screen that reads only its search (a list). */
export type SearchScreenProps<S> = Omit<SpecialScreenProps<unknown, S>, 'params'>;

export interface SpecialScreen<P, S extends object> {
  /** The address's `{name}` parts checked; throw `notFound()` for a bad one. */
  params: (raw: Readonly<Record<string, string>>) => P;
  /** The search checked; a bad value falls back rather than breaking the screen. */
  search: (raw: SearchValues) => S;
  /** Fills the query cache before the screen shows. */
  load?: (queryClient: QueryClient, params: P, search: S) => Promise<unknown>;
  Component: ComponentType<SpecialScreenProps<P, S>>;
}

/**
 * A screen whose address's parts have been checked: ready to load and render for a search. The search
 * is read at each render, not once by the loader: a search change is no new route match, so the
 * screen stays mounted (with what was typed in it) and its queries follow the new search.
 */
export interface PreparedScreen {
  load: (queryClient: QueryClient, search: SearchValues) => Promise<unknown>;
  render: (search: SearchValues, onSearchChange: (next: SearchParams, options?: { replace?: boolean }) => void) => ReactNode;
}

/** A special screen of any params and search, as the registry holds it. */
export type AnySpecialScreen = (params: Readonly<Record<string, string>>) => PreparedScreen;

/** For a screen whose address has no `{name}` parts, or whose search it does not read. */
export const noParams = (): Record<string, never> => ({});
export const noSearch = (): Record<string, never> => ({});

export function defineSpecialScreen<P, S extends object>(screen: SpecialScreen<P, S>): AnySpecialScreen {
  const { Component, load } = screen;
  return (rawParams) => {
    const params = screen.params(rawParams);
    return {
      load: (queryClient, rawSearch) => (load ? load(queryClient, params, screen.search(rawSearch)) : Promise.resolve()),
      // A screen's search is a flat object of plain values (its own checked type); the address takes it by its entries.
      render: (rawSearch, onSearchChange) => (
        <Component
          params={params}
          search={screen.search(rawSearch)}
          onSearchChange={(next, options) => onSearchChange(Object.fromEntries(Object.entries(next)), options)}
        />
      ),
    };
  };
}

/** A screen at an address without `{name}` parts that reads no search, its query (if any) loaded before it shows. */
export function plainScreen<Data, Key extends QueryKey>(Component: () => ReactNode, query?: () => EnsureQueryDataOptions<Data, Error, Data, Key>): AnySpecialScreen {
  return defineSpecialScreen({ params: noParams, search: noSearch, load: query && ((queryClient) => queryClient.ensureQueryData(query())), Component });
}

/**
 * The `{name}` parts of `pathname` if it has the shape of `pattern` (`/hr/munkabajaras/{employmentId}.html`);
 * a part matches one path segment, or the part of it between the pattern's fixed text.
 */
export function matchPathPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (!name) return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+?)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
}
