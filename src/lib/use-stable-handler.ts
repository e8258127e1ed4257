import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of one identity for the component's life that calls the latest `fn` given: a memoised
 * child gets a handler that never changes, yet sees the values of the render that gave it (updated
 * once that render commits, before any event can call it).
 */
export function useStableHandler<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
