import { useEffect, useRef } from 'react';

const TYPING_ROLES = '[role="textbox"], [role="combobox"], [role="searchbox"], [role="spinbutton"]';
// Where arrow keys and letters already mean something (a menu's items, a chooser's options, a grid's cells, an open dialog).
const OWN_KEYS = '[role="menu"], [role="listbox"], [role="grid"], [role="slider"], [role="tablist"], [role="radiogroup"], [role="dialog"], [role="alertdialog"]';

/** Whether a key pressed here is typed into a field (or belongs to a widget with keys of its own), not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return Boolean(target.closest(TYPING_ROLES) ?? target.closest(OWN_KEYS));
}

/** A shortcut's key as `event.key` gives it: 'j', 'ArrowDown', '/', '?'. */
export type ShortcutMap = Partial<Record<string, (event: KeyboardEvent) => void>>;

/**
 * The page's single-key shortcuts (issue 35): none fires while typing in a field, inside a menu, a
 * chooser or a dialog, with Ctrl, Alt or ⌘ held, or when another handler took the key already. A
 * handler that acts calls `event.preventDefault()` (an arrow key then does not scroll the page).
 */
export function useShortcuts(shortcuts: ShortcutMap, enabled = true): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (isTypingTarget(event.target) || document.querySelector('[aria-modal="true"]')) return;
      latest.current[event.key]?.(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
