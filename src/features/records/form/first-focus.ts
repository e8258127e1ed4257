import { useCallback, useRef } from 'react';

/**
 * For a form the user just opened ('Szerkesztés'): the fields show a few at a time, so the first slot to come
 * with something to focus takes the focus (and the screen scrolls to it), once. Off, it does nothing.
 * The same function on every render, so a memoised field given it as its ref does not render again.
 */
export function useFocusFirstField(autoFocus: boolean | undefined): (slot: HTMLElement | null) => void {
  const pending = useRef(Boolean(autoFocus));
  return useCallback((slot: HTMLElement | null) => {
    if (!slot || !pending.current) return;
    const target = slot.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, [role="spinbutton"], button');
    if (!target) return;
    pending.current = false;
    target.focus();
  }, []);
}
