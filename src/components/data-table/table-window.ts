import { useCallback, useRef, type KeyboardEvent } from 'react';
import { useRowFocus } from '@/lib/use-row-focus';
import { useWindowRows } from '@/lib/use-window-rows';
import './table-window.css';

/**
 * From this many rows on, a table (or its phone cards) renders only the rows near the view: a page of a
 * list holds at most 75, so only a whole folder's documents and the like reach it.
 */
export const VIRTUAL_ROWS_FROM = 100;

/** A row's height before it is measured: a table row of one line, a phone card of a few fields. */
const ROW_HEIGHT = 41;
const CARD_HEIGHT = 150;
/** The cards' CSS gap (0.6rem). */
const CARD_GAP = 10;

/**
 * The rows of a DataTable to render (all, or from VIRTUAL_ROWS_FROM on those near the view, through
 * useWindowRows), with the keyboard that reaches the others (useRowFocus: Tab on past the rendered rows,
 * ↓/↑, j/k, Home and End between rows). The element around the rows takes `setList` (its ref) and `onKeyDown`,
 * each rendered row `data-index` and `bindRow(index)` (its ref).
 */
export function useTableWindow(count: number, cards: boolean) {
  const listRef = useRef<HTMLElement | null>(null);
  const windowed = useWindowRows({
    listRef,
    count,
    from: VIRTUAL_ROWS_FROM,
    estimate: cards ? CARD_HEIGHT : ROW_HEIGHT,
    gap: cards ? CARD_GAP : 0,
  });
  const focus = useRowFocus(windowed, count, { arrows: true });
  const { measure } = windowed;
  const { rowRef: focusRef, onKeyDown } = focus;
  const rowRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      focusRef(index)(element);
      measure?.(element);
    },
    [focusRef, measure],
  );
  const setList = useCallback((element: HTMLElement | null) => {
    listRef.current = element;
  }, []);
  return { windowed, setList, bindRow: rowRef, onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event) };
}

export type TableWindow = ReturnType<typeof useTableWindow>;
