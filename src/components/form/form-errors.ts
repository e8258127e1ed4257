import type * as v from 'valibot';

/** A Standard Schema issue's path as a form's flat key ('products.0.quantity'). */
function issueKey(issue: { readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined }): string {
  return (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
}

/**
 * The messages of a form's schema (valibot, read through Standard Schema) by flat key, the first
 * issue of each key winning; messages that name no field are under ''.
 */
export function schemaErrors(schema: v.GenericSchema, body: Readonly<Record<string, unknown>>): Record<string, string> {
  const result = schema['~standard'].validate(body);
  // Generated validators are synchronous; an asynchronous one would be left to the server.
  if (result instanceof Promise || !result.issues) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issueKey(issue);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The top-level field a flat key belongs to ('products' of 'products.0.quantity'). */
export const fieldOf = (key: string) => key.split('.')[0] ?? key;

/**
 * Server messages that still apply once a field changed: none of a scalar's; of a list, those of the
 * lines not edited, moved with their lines when one is removed (the later ones up) or added at the end.
 * The list's own message goes with any change of its lines.
 */
export function clearChanged(errors: Readonly<Record<string, string>>, name: string, before: unknown, after: unknown): Record<string, string> {
  const lines = Array.isArray(before) && Array.isArray(after) ? lineMove(before, after) : null;
  let changed = false;
  const kept: [string, string][] = [];
  for (const [key, message] of Object.entries(errors)) {
    if (fieldOf(key) !== name) {
      kept.push([key, message]);
      continue;
    }
    const [, indexText = '', ...rest] = key.split('.');
    const moved = lines && indexText !== '' ? lines(Number(indexText)) : undefined;
    const next = moved === undefined ? undefined : [name, String(moved), ...rest].join('.');
    if (next !== key) changed = true;
    if (next !== undefined) kept.push([next, message]);
  }
  return changed ? Object.fromEntries(kept) : (errors as Record<string, string>);
}

/** Where a line's messages go after an edit of the list: its new index, or none where it was edited or removed. */
export function lineMove(before: readonly unknown[], after: readonly unknown[]): (index: number) => number | undefined {
  if (after.length === before.length - 1) {
    const removed = before.findIndex((line, i) => after[i] !== line);
    return (index) => (index === removed ? undefined : index > removed ? index - 1 : index);
  }
  // Same length, or lines added at the end: a line keeps its messages while it is the same line.
  return (index) => (after.length >= before.length && before[index] === after[index] ? index : undefined);
}

/** Keys of a 400 body that belong to no field. */
export const GENERAL_KEYS = ['non_field_errors', 'detail', ''] as const;
