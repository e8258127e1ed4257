import { createContext, startTransition, use, useEffect, useMemo, useState, type ReactNode } from 'react';

/** How many fields each step of a form's progressive render adds. */
export const STEP = 3;

/**
 * How many of `total` parts to render now. The first commit has none: a screen loaded directly or a
 * route change renders synchronously (the router's and the queries' stores are external stores), so
 * the form's frame comes first and its parts follow `STEP` at a time, each step a transition whose
 * render React slices between the browser's other work and whose commit stays short. One transition
 * for all the rest left a commit of every chooser and date picker at once: a long task on a long form.
 */
function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(Math.min(count + STEP, total)));
  }, [count, total]);
  return count;
}

// Outside a `ProgressiveParts` everything shows at once.
const Shown = createContext({ count: Number.POSITIVE_INFINITY, total: 0 });

/**
 * Renders its `total` numbered parts (each a `Later`) progressively. The count lives here, not in the
 * form: a step re-renders only the parts, and a part already shown hands back the same element, which
 * React does not render again.
 */
export function ProgressiveParts({ total, children }: { total: number; children: ReactNode }) {
  const count = useProgressiveCount(total);
  // The same value while the count stays: the form's every keystroke renders this again.
  const shown = useMemo(() => ({ count, total }), [count, total]);
  return <Shown value={shown}>{children}</Shown>;
}

/**
 * Part `index` of a `ProgressiveParts`: its `placeholder` until its step has come (everything outside one).
 * A placeholder of the part's size keeps what follows in place as the parts arrive (no layout shift).
 */
export function Later({ index, children, placeholder = null }: { index: number; children: ReactNode; placeholder?: ReactNode }) {
  return index < use(Shown).count ? children : placeholder;
}

/** What comes with the last parts (a form's 'Mentés' once every field it would check is there). */
export function WhenComplete({ children }: { children: ReactNode }) {
  const { count, total } = use(Shown);
  return count >= total ? children : null;
}
