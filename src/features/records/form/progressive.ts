import { startTransition, useEffect, useState } from 'react';

/** How many fields a form renders with its first paint, and how many each later step adds. */
export const FIRST_FIELDS = 6;
export const FIELD_STEP = 6;

/**
 * How many of a form's `total` fields to render now: the first few at once, the rest a step at a
 * time in transitions, which React renders in slices between the browser's other work. A long form
 * then shows its first fields without first building every chooser and date picker (one long task).
 */
export function useProgressiveCount(total: number, first = FIRST_FIELDS, step = FIELD_STEP): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count < total) startTransition(() => setCount((current) => current + step));
  }, [count, total, step]);
  return Math.min(count, total);
}
