import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/** How many fields a form renders with its first paint. */
export const FIRST_FIELDS = 6;

/**
 * How many of `total` fields to render now: the first few at once, the rest in one transition,
 * which React renders in slices between the browser's other work. A long form then shows its first
 * fields without first building every chooser and date picker in one long task. (Smaller steps
 * cut the tasks little more and cost a render and a commit each.)
 */
function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_FIELDS);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(total));
  }, [count, total]);
  return count;
}

const Shown = createContext(Number.POSITIVE_INFINITY);

/**
 * Renders its `total` numbered parts (each a `Later`) progressively. The count lives here, not in the
 * form: a step re-renders only the parts, and a part already shown hands back the same element, which
 * React does not render again.
 */
export function ProgressiveParts({ total, children }: { total: number; children: ReactNode }) {
  return <Shown value={useProgressiveCount(total)}>{children}</Shown>;
}

/** Part `index` of a `ProgressiveParts`: nothing until its step has come (everything outside one). */
export function Later({ index, children }: { index: number; children: ReactNode }) {
  return index < use(Shown) ? children : null;
}
