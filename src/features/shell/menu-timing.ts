import { useCallback, useEffect, useRef } from 'react';

/** Section 9: menus close 750 ms after the mouse leaves them. */
export const MENU_CLOSE_DELAY_MS = 750;

/** Item size by depth (section 9): 54 px high minus 4 px, 320 px wide minus 20 px, per level. */
export function menuItemSize(depth: number): { height: number; width: number } {
  return { height: 54 - 4 * depth, width: 320 - 20 * depth };
}

/**
 * Hover handlers for every popover of one menu tree: leaving any of them starts the close timer,
 * entering any of them (a submenu included) cancels it.
 */
export function useCloseOnMouseLeave(close: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(close, MENU_CLOSE_DELAY_MS);
  }, [close]);
  useEffect(() => cancel, [cancel]);
  return { onMouseEnter: cancel, onMouseLeave: schedule };
}
