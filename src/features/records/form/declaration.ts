/** The form parts a section declares (`form.groups`, `form.checks`), kept apart from the form's code. */
export type { FormCheck } from './checks';

/** A titled group of a form's fields. */
export interface FormGroup {
  title: string;
  fields: readonly string[];
}
