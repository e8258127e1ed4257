import { fieldOf, GENERAL_KEYS } from '@/components/form/form-errors';
import { generalMessages, shownPartMessage, type FormMessages } from '@/components/form/form-validation';
import type { SchemaMeta } from '@/generated/meta/types';
import { errorsUnder } from '../lines/lines';
import type { FormGroup } from './declaration';
import { EXTRA } from './record-form-props';

type Errors = Readonly<Record<string, string>>;

/**
 * Which messages a record form shows where, as the one validation model decides (form-validation.ts):
 * by field, by line of a list, and above the fields those of no field shown.
 */
export function errorView({
  meta,
  messages,
  shownFields,
}: {
  meta: SchemaMeta;
  messages: FormMessages;
  /** The fields shown now (the extra fields' answers among them). */
  shownFields: ReadonlySet<string>;
}) {
  // A part touched on its own (an extra field's answer) shows its message; a whole field's as shownMessage says.
  const shown = (key: string): string | undefined => shownPartMessage(messages, key);
  const errorsOf = (name: string) => {
    const keys = new Set([...Object.keys(messages.server), ...Object.keys(messages.rules)].filter((k) => fieldOf(k) === name));
    return errorsUnder(Object.fromEntries([...keys].map((k) => [k, shown(k)])), name);
  };
  const withLabel = ([key, message]: [string, string]) => {
    const label = GENERAL_KEYS.some((k) => k === key) ? undefined : meta.fields[fieldOf(key)]?.label;
    return label ? `${label}: ${message}` : message;
  };
  // A save never fails unexplained: messages of fields the form does not show go above the fields.
  const generalErrors = generalMessages(messages, (name) => shownFields.has(name)).map(withLabel);
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
