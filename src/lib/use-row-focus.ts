import { useCallback, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { isTypingTarget } from './shortcuts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** What useWindowRows gives: the rendered rows and a way to bring another into view. */
interface WindowedRows {
  isVirtual: boolean;
  indexes: number[];
  scrollToIndex: (index: number) => void;
}

interface Pending {
  index: number;
  /** The row's first control (going forward) or its last (Shift+Tab backward). */
  edge: 'first' | 'last';
}

const focusablesOf = (row: Element) => [...row.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * The keyboard through a windowed list (useWindowRows), where the rows beyond the view are not rendered:
 * Tab from the last rendered row's last control goes on to the next row (Shift+Tab from the first
 * row's first control back to the row before), which is scrolled to and renders; with `arrows`, ↓/↑
 * (and j/k) move to the next or previous row's first control and Home/End to the first or last row's.
 * Each rendered row carries `data-index` and gets `rowRef(index)` as its ref.
 */
export function useRowFocus(rows: WindowedRows, count: number, { arrows = false } = {}) {
  const [pending, setPending] = useState<Pending | null>(null);
  const { scrollToIndex } = rows;
  useLayoutEffect(() => {
    if (pending) scrollToIndex(pending.index);
  }, [pending, scrollToIndex]);

  const rowRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      if (!element || pending?.index !== index) return;
      const controls = focusablesOf(element);
      (pending.edge === 'first' ? controls[0] : controls[controls.length - 1])?.focus();
      setPending(null);
    },
    [pending],
  );

  const go = (event: KeyboardEvent, index: number, edge: Pending['edge'] = 'first') => {
    if (index < 0 || index >= count) return;
    event.preventDefault();
    setPending({ index, edge });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!rows.isVirtual || event.altKey || event.metaKey || !(event.target instanceof HTMLElement)) return;
    const row = event.target.closest<HTMLElement>('[data-index]');
    if (!row || !event.currentTarget.contains(row)) return;
    const index = Number(row.dataset.index);
    if (event.key === 'Tab') {
      const controls = focusablesOf(row);
      const rendered = rows.indexes;
      if (event.shiftKey && index === rendered[0] && event.target === controls[0]) go(event, index - 1, 'last');
      if (!event.shiftKey && index === rendered[rendered.length - 1] && event.target === controls[controls.length - 1]) go(event, index + 1);
      return;
    }
    if (!arrows || event.ctrlKey || event.shiftKey || isTypingTarget(event.target)) return;
    const to: Partial<Record<string, number>> = { ArrowDown: index + 1, j: index + 1, ArrowUp: index - 1, k: index - 1, Home: 0, End: count - 1 };
    const target = to[event.key];
    if (target !== undefined) go(event, target);
  };

  return { rowRef, onKeyDown };
}
