import { useRef, type RefObject } from 'react';
import { useShortcuts } from '@/lib/shortcuts';
import './list-keys.css';

/** Each row's (or phone card's) first link: the one that opens its record. */
function rowLinks(container: HTMLElement): HTMLAnchorElement[] {
  const rows = container.querySelectorAll('tbody > tr, .data-cards > li');
  return Array.from(rows).flatMap((row) => {
    const link = row.querySelector<HTMLAnchorElement>('a[href]');
    return link ? [link] : [];
  });
}

/**
 * A list's keys (issue 35): ↓ or j and ↑ or k move between the rows (the focus goes to the row's link,
 * so Enter opens it), and '/' goes to the search box. Returns the ref of the element around the rows.
 */
export function useListKeys<E extends HTMLElement>(): RefObject<E | null> {
  const rows = useRef<E>(null);
  const move = (event: KeyboardEvent, by: -1 | 1) => {
    const container = rows.current;
    if (!container) return;
    const links = rowLinks(container);
    if (!links.length) return;
    const current = links.findIndex((link) => link === document.activeElement);
    const next = current < 0 ? (by === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, current + by));
    event.preventDefault();
    links[next]?.focus();
    links[next]?.scrollIntoView?.({ block: 'nearest' });
  };
  useShortcuts({
    ArrowDown: (event) => move(event, 1),
    j: (event) => move(event, 1),
    ArrowUp: (event) => move(event, -1),
    k: (event) => move(event, -1),
    '/': (event) => {
      const search = document.querySelector<HTMLInputElement>('form[role="search"] input');
      if (!search) return;
      event.preventDefault();
      search.focus();
    },
  });
  return rows;
}
