/**
 * Checks of single values in a route's search (its validateSearch), as plain code: every route's check is
 * part of the first load, where a schema library would weigh more than the checks themselves. A bad
 * value becomes undefined, dropped from the search, rather than breaking the screen.
 */

/** A whole number from min to max; the router reads `page=2` as 2, a hand-written `page=02` stays text. */
export function searchInteger(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Text; a search of digits (`q=2026`) arrives as a number and is text again. */
export function searchString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** One of `options`. */
export function searchOneOf<const T extends string | number>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((option) => option === value);
}

/** The keys of `search` that `known` does not name, each value checked by `check`. */
export function otherEntries<T>(search: Record<string, unknown>, known: readonly string[], check: (value: unknown) => T | undefined): Record<string, T | undefined> {
  const rest: Record<string, T | undefined> = {};
  for (const [key, value] of Object.entries(search)) if (!known.includes(key)) rest[key] = check(value);
  return rest;
}
