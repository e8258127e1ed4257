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

/** Server messages that no longer apply once a field changed: all of a scalar's, only the edited lines' of a list. */
export function clearChanged(errors: Readonly<Record<string, string>>, name: string, before: unknown, after: unknown): Record<string, string> {
  const stale = (key: string) => {
    if (fieldOf(key) !== name) return false;
    if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) return true;
    const index = Number(key.split('.')[1]);
    return Number.isNaN(index) || before[index] !== after[index];
  };
  const kept = Object.entries(errors).filter(([key]) => !stale(key));
  return kept.length === Object.keys(errors).length ? (errors as Record<string, string>) : Object.fromEntries(kept);
}

/** Keys of a 400 body that belong to no field. */
export const GENERAL_KEYS = ['non_field_errors', 'detail', ''] as const;
