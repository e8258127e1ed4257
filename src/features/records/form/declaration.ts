import type { Settings } from '@/generated/models';
import { MESSAGES } from '@/generated/validators/helpers';

/** The form parts a section declares (`form.groups`, `form.checks`, `form.prefill`, `form.shownWhen`), kept apart from the form's code. */
export type { AnyFormCheck, FormCheck } from './checks';
export type { FormPrefill } from './prefill';
export type { FormWarning } from './warnings';

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

/**
 * What the settings answer (GET /api/beallitasok/, section 9) steers in a form (`form.settingsRules`): fields it
 * makes mandatory, fields it leaves to the server, the earliest day a date field takes.
 */
export interface SettingsFieldRules {
  /** Must hold a value ('Ez a mező nem lehet üres'), and are marked so. */
  required?: readonly string[];
  /** Not offered and not sent: the server fills them. */
  hidden?: readonly string[];
  /** A date field's earliest day (YYYY-MM-DD) and the message for an earlier one; a saved date left unchanged is not refused. */
  earliest?: Readonly<Record<string, { date: string; message: string }>>;
}

/** The section's reading of the settings answer, given today (YYYY-MM-DD, local). */
export type SettingsRules = (settings: Settings, today: string) => SettingsFieldRules;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The messages of the settings' rules by field, for the values as they are and as the form started. */
export function settingsRuleErrors(
  rules: SettingsFieldRules,
  values: Readonly<Record<string, unknown>>,
  startValues: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const hidden = new Set(rules.hidden ?? []);
  for (const name of rules.required ?? []) if (!hidden.has(name) && isEmpty(values[name])) errors[name] = MESSAGES.required;
  for (const [name, { date, message }] of Object.entries(rules.earliest ?? {})) {
    const value = values[name];
    if (hidden.has(name) || typeof value !== 'string' || !value || value === startValues[name]) continue;
    if (value.slice(0, 10) < date) errors[name] = message;
  }
  return errors;
}
