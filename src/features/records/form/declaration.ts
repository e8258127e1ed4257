/** The form parts a section declares (`form.groups`, `form.checks`, `form.prefill`), kept apart from the form's code. */
export type { FormCheck } from './checks';
export type { FormPrefill } from './prefill';

/** A titled group of a form's fields. */
export interface FormGroup {
  title: string;
  fields: readonly string[];
}
