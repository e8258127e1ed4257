/** The form parts a section declares (`form.groups`, `form.checks`, `form.prefill`, `form.shownWhen`), kept apart from the form's code. */
export type { AnyFormCheck, FormCheck } from './checks';
export type { FormPrefill } from './prefill';

/** A titled group of a form's fields. */
export interface FormGroup {
  title: string;
  fields: readonly string[];
}

/** Per field, when it is shown: a test of the form's current values. A field without one is always shown. */
export type FieldConditions = Readonly<Record<string, (values: Readonly<Record<string, unknown>>) => boolean>>;

/** The fields whose condition the values do not meet. */
export function hiddenFields(conditions: FieldConditions | undefined, values: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(conditions ?? {})
    .filter(([, isShown]) => !isShown(values))
    .map(([name]) => name);
}
