import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

export interface WindowRowsOptions {
  /** The element holding the rows (its place in the page is the rows' scroll margin). */
  listRef: RefObject<HTMLElement | null>;
  count: number;
  /** Below this many rows every row is rendered, as before: a short list keeps find-in-page and print whole. */
  from: number;
  /** A row's height in px before it is measured. */
  estimate: number;
  /** The gap between rows in px (the list's CSS gap), so the spacers keep the rows where they would be. */
  gap?: number;
  /** Rows rendered beyond the view on each side. */
  overscan?: number;
}

/**
 * The rows of a long list that scrolls with the page, rendered only near the view (TanStack Virtual's
 * window virtualizer): the list stays in the page's flow, with a spacer before and after the rendered rows
 * standing in for the others, so CSS grids (subgrid) and the page's own scrolling work as they did.
 * `indexes` are the rows to render; each rendered row gets `measure` as its ref (and `data-index`).
 */
export function useWindowRows({ listRef, count, from, estimate, gap = 0, overscan = 8 }: WindowRowsOptions) {
  const isVirtual = count >= from;
  // Where the list starts in the page, read once it is laid out (and again as lines come and go).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (!isVirtual || !listRef.current) return;
    setScrollMargin(Math.round(listRef.current.getBoundingClientRect().top + window.scrollY));
  }, [isVirtual, listRef, count]);
  // Without flushSync: React 19 warns of it when a scroll lands during a render's effects. Off below `from`: an enabled
  // virtualizer takes the window on mount and writes its scroll offset back, a forced layout of the whole page inside
  // the commit (the longest task of a list's direct load), and watches the window's scrolling for rows it does not render.
  const virtualizer = useWindowVirtualizer({
    count: isVirtual ? count : 0,
    enabled: isVirtual,
    estimateSize: () => estimate,
    gap,
    overscan,
    scrollMargin,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const measure = useCallback((element: HTMLElement | null) => virtualizer.measureElement(element), [virtualizer]);
  // Stable, so an effect that scrolls to a row runs when the row changes, not on every render.
  const scrollToIndex = useCallback((index: number) => (isVirtual ? virtualizer.scrollToIndex(index, { align: 'auto' }) : undefined), [isVirtual, virtualizer]);
  if (!isVirtual) {
    return { isVirtual, indexes: Array.from({ length: count }, (_, i) => i), before: 0, after: 0, measure: undefined, scrollToIndex };
  }
  return {
    isVirtual,
    indexes: items.map((item) => item.index),
    // The spacers take the rows' place less the gap the list puts after each spacer itself.
    before: first ? Math.max(0, first.start - scrollMargin - gap) : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin) - gap) : 0,
    measure,
    scrollToIndex,
  };
}
