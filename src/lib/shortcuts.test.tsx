import { fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isTypingTarget, useShortcuts } from './shortcuts';

describe('single-key shortcuts', () => {
  it('a field, a combobox, a menu or a dialog keeps its keys', () => {
    const { container } = render(
      <div>
        <input aria-label="Név" />
        <textarea aria-label="Megjegyzés" />
        <div role="combobox" aria-expanded="false" aria-controls="x" tabIndex={0} />
        <div role="menu">
          <div role="menuitem" tabIndex={-1} />
        </div>
        <button type="button">Mentés</button>
      </div>,
    );
    const [input, textarea, combobox, , item, button] = Array.from(container.querySelectorAll('input, textarea, [role], button'));
    expect([input, textarea, combobox, item].map((element) => isTypingTarget(element ?? null))).toEqual([true, true, true, true]);
    expect(isTypingTarget(button ?? null)).toBe(false);
  });

  it('fires on its key, not with Ctrl, Alt or ⌘, not once taken, not while a modal dialog is open, and not when turned off', () => {
    const onKey = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useShortcuts({ e: onKey }, enabled), { initialProps: { enabled: true } });
    fireEvent.keyDown(document.body, { key: 'e' });
    expect(onKey).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'e', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'e', altKey: true });
    fireEvent.keyDown(document.body, { key: 'e', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'x' });
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    fireEvent.keyDown(document.body, { key: 'e' });
    modal.remove();
    expect(onKey).toHaveBeenCalledTimes(1);
    rerender({ enabled: false });
    fireEvent.keyDown(document.body, { key: 'e' });
    expect(onKey).toHaveBeenCalledTimes(1);
  });
});
