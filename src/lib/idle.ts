/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`); where there is no
 * requestIdleCallback (Safari, jsdom) after a short delay instead. Returns the cancel.
 */
export function onIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
