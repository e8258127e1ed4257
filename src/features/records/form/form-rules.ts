import * as v from 'valibot';
import { fieldOf, schemaErrors } from '@/components/form/form-errors';
import type { ExtraFieldAnswer } from '@/generated/models';
import type { SchemaMeta } from '@/generated/meta/types';
import { initialAnswers, validateExtraFields, visibleAnswers } from '../extra-fields/extra-fields';
import { validateLines, type LineContext, type LinesDeclaration } from '../lines/lines';
import { hiddenFields, settingsRuleErrors, type FieldConditions, type SettingsFieldRules } from './declaration';
import { toBody } from './form-values';
import { EXTRA, type ExtraMount } from './record-form-props';

type Values = Readonly<Record<string, unknown>>;

/**
 * Everything that decides a record form's messages and body: the call's generated schema (types,
 * bounds, formats, x-after pairs, required), the rules the settings steer, the declared lines and the
 * extra fields. The one place a record form's client-side validation lives.
 */
export interface FormRules<Body> {
  meta: SchemaMeta;
  schema: v.GenericSchema<unknown, Body>;
  shownWhen?: FieldConditions;
  steered: SettingsFieldRules;
  startValues: Values;
  /** The declarations of the lines shown. */
  lines: Readonly<Record<string, LinesDeclaration>>;
  lineContext: LineContext | null;
  extra: ExtraMount | null;
}

export const answersOf = (values: Values): ExtraFieldAnswer[] => (Array.isArray(values[EXTRA]) ? (values[EXTRA] as ExtraFieldAnswer[]) : []);

const extraContext = (extra: ExtraMount, values: Values) => ({ user: extra.user, record: values, canEditAll: extra.user.can_edit_all ?? false });

/** What a form starts with: the given values, the extra fields' answers with their defaults for the signed-in user. */
export function startValuesOf(initialValues: Record<string, unknown>, extra: ExtraMount | null): Record<string, unknown> {
  if (!extra) return initialValues;
  const saved = Array.isArray(initialValues[EXTRA]) ? (initialValues[EXTRA] as ExtraFieldAnswer[]) : [];
  return { ...initialValues, [EXTRA]: initialAnswers(extra.definitions, saved, extra.user) };
}

/** Fields not shown now: those of `shownWhen` by the values, and those the settings leave to the server. */
export const hiddenOf = (rules: Pick<FormRules<unknown>, 'shownWhen' | 'steered'>, values: Values) => [
  ...hiddenFields(rules.shownWhen, values),
  ...(rules.steered.hidden ?? []),
];

/** Every client-side message by flat key: the schema's, the settings', the lines', the extra fields' (under extra_field_answers.<codename>). */
export function formErrors<Body>(rules: FormRules<Body>, values: Values): Record<string, string> {
  const { meta, schema, steered, startValues, lines, lineContext, extra } = rules;
  const errors = schemaErrors(schema, toBody(meta, values));
  // A hidden field is not sent, so it is not checked either.
  for (const name of hiddenOf(rules, values)) for (const key of Object.keys(errors)) if (fieldOf(key) === name) delete errors[key];
  for (const [name, message] of Object.entries(settingsRuleErrors(steered, values, startValues))) errors[name] ??= message;
  if (Object.keys(lines).length) Object.assign(errors, validateLines(lines, values, lineContext));
  if (extra) {
    for (const [codename, message] of Object.entries(validateExtraFields(extra.definitions, answersOf(values), extraContext(extra, values)))) {
      errors[`${EXTRA}.${codename}`] = message;
    }
  }
  return errors;
}

/**
 * The body a right form sends, checked by the schema (whose output fills the call's defaults): a hidden
 * field goes empty (its typed value stays in the form), one the settings leave to the server is left out,
 * and only the extra fields' answers shown go. Its messages when the body is not what the call takes (a
 * hidden field the spec requires).
 */
export function formBody<Body>(rules: FormRules<Body>, values: Values): { body: Body } | { errors: Record<string, string> } {
  const { meta, schema, shownWhen, steered, extra } = rules;
  const body = toBody(meta, values);
  for (const name of hiddenFields(shownWhen, values)) body[name] = meta.fields[name]?.nullable ? null : undefined;
  for (const name of steered.hidden ?? []) delete body[name];
  if (extra) body[EXTRA] = visibleAnswers(extra.definitions, answersOf(values), extraContext(extra, values));
  const checked = v.safeParse(schema, body);
  return checked.success ? { body: checked.output } : { errors: schemaErrors(schema, body) };
}
