import { vi } from 'vitest';

/**
 * jsdom lays nothing out and does not scroll: each element matching `rowSelector` is given `height` px
 * (the rest none), the window 768 px of a page `pageHeight` px long, and `window.scrollTo` moves
 * `scrollY` and says so as a browser's scroll would. Returns the undo, for `afterEach`.
 */
export function fakeWindowLayout(rowSelector: string, height: number, pageHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const own = this.matches(rowSelector) ? height : 0;
    return { x: 0, y: 0, top: 0, left: 0, right: 800, bottom: own, width: 800, height: own, toJSON: () => ({}) } as DOMRect;
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => height });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: options.top ?? 0 });
    setTimeout(() => window.dispatchEvent(new Event('scroll')), 0);
  }) as typeof window.scrollTo);
  return () => {
    vi.restoreAllMocks();
    // @ts-expect-error -- the prototype's own getters come back once these are removed
    delete HTMLElement.prototype.offsetHeight;
    // @ts-expect-error -- as above
    delete HTMLElement.prototype.offsetWidth;
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    // @ts-expect-error -- as above
    delete document.documentElement.scrollHeight;
  };
}
