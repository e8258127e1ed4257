import { afterEach, describe, expect, it } from 'vitest';
import { afterPointerRelease } from './pointer-release';

const pointer = (type: 'pointerdown' | 'pointerup' | 'pointercancel', target: EventTarget = document.body) => target.dispatchEvent(new Event(type, { bubbles: true }));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterPointerRelease (a message shown as a field is left waits for the press that left it)', () => {
  afterEach(() => pointer('pointerup'));

  it('shows at once when no pointer is down (the field left with Tab)', () => {
    const seen: string[] = [];
    afterPointerRelease(() => seen.push('shown'));
    expect(seen).toEqual(['shown']);
  });

  it('while a pointer is down, shows once it is released and the click it makes has run', async () => {
    const seen: string[] = [];
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener('click', () => seen.push('clicked'));
    pointer('pointerdown', button);
    afterPointerRelease(() => seen.push('shown'));
    expect(seen).toEqual([]);
    pointer('pointerup', button);
    button.click();
    expect(seen).toEqual(['clicked']);
    await nextTask();
    expect(seen).toEqual(['clicked', 'shown']);
    button.remove();
  });

  it('a cancelled pointer releases what waits', async () => {
    const seen: string[] = [];
    pointer('pointerdown');
    afterPointerRelease(() => seen.push('shown'));
    pointer('pointercancel');
    await nextTask();
    expect(seen).toEqual(['shown']);
  });
});
