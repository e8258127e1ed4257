import { fieldOf, GENERAL_KEYS } from '@/components/form/form-errors';
import type { SchemaMeta } from '@/generated/meta/types';
import { errorsUnder } from '../lines/lines';
import type { FormGroup } from './declaration';
import { EXTRA } from './record-form-props';

type Errors = Readonly<Record<string, string>>;

/**
 * Which messages a form shows where (section 5): the server's at once, its own once a field is touched
 * or a save was tried; by field, by line of a list, and above the fields those of no field shown.
 */
export function errorView({
  meta,
  serverErrors,
  clientErrors,
  submitted,
  touched,
  shownFields,
}: {
  meta: SchemaMeta;
  serverErrors: Errors;
  clientErrors: Errors;
  submitted: boolean;
  touched: ReadonlySet<string>;
  /** The fields shown now (the extra fields' answers among them). */
  shownFields: ReadonlySet<string>;
}) {
  const shown = (key: string): string | undefined => serverErrors[key] ?? (submitted || touched.has(fieldOf(key)) ? clientErrors[key] : undefined);
  const errorsOf = (name: string) => {
    const keys = new Set([...Object.keys(serverErrors), ...Object.keys(clientErrors)].filter((k) => fieldOf(k) === name));
    return errorsUnder(Object.fromEntries([...keys].map((k) => [k, shown(k)])), name);
  };
  // Messages of fields the form does not show (or of none) go above the fields: a save never fails unexplained.
  const isGeneral = (key: string) => (GENERAL_KEYS as readonly string[]).includes(key) || !shownFields.has(fieldOf(key));
  const withLabel = ([key, message]: [string, string]) => {
    const label = GENERAL_KEYS.some((k) => k === key) ? undefined : meta.fields[fieldOf(key)]?.label;
    return label ? `${label}: ${message}` : message;
  };
  const generalErrors = [...Object.entries(serverErrors), ...(submitted ? Object.entries(clientErrors).filter(([key]) => !(key in serverErrors)) : [])]
    .filter(([key]) => isGeneral(key))
    .map(withLabel);
  return { shown, errorsOf, generalErrors };
}

/** Moves the focus to the first field in error, in the order the fields are shown (the fieldsets' after the loose ones, the extra fields last). */
export function focusFirstError(form: HTMLFormElement | null, fields: readonly string[], groups: readonly FormGroup[], errors: Errors) {
  const names = new Set(Object.keys(errors).map(fieldOf));
  const order = [...fields.filter((f) => f !== EXTRA && !groups.some((g) => g.fields.includes(f))), ...groups.flatMap((g) => g.fields), EXTRA];
  const first = order.find((name) => names.has(name));
  // After the messages render, so the input is marked invalid.
  setTimeout(() => {
    const slot = first ? form?.querySelector(`[data-field="${first}"]`) : null;
    const target = slot?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? slot?.querySelector<HTMLElement>('input, textarea, button');
    target?.focus();
  }, 0);
}

/** The touched fields' names as one text (one line each), so a field's registration alone changes nothing a render reads. */
export function touchedNames(fieldMeta: Readonly<Record<string, { isTouched?: boolean } | undefined>>): string {
  return Object.entries(fieldMeta)
    .filter(([, meta]) => meta?.isTouched)
    .map(([name]) => name)
    .join('\n');
}
