import { parseNumberInput } from '@/components/form/inputs';
import type { CurrentUser, ExtraFieldAnswer, ExtraFieldCondition, ExtraFieldDefinition } from '@/generated/models';
import { fill, isCalendarDate, MESSAGES } from '@/generated/validators/helpers';
import { formatDate } from '@/lib/format';

/** Admin-defined custom fields (spec sections 3 and 5): defaults, conditions, sections, validation. */

export const INSTITUTION_ADDRESS_MARKER = '{institution_address}';

export interface ExtraFieldContext {
  user: Pick<CurrentUser, 'institution'>;
  /** The record's own fields, read by conditions without a source_field. */
  record?: Readonly<Record<string, unknown>> | undefined;
  /**
   * Keeps an inactive field on screen although its value is now empty: the form passes the fields
   * the user has edited, so clearing a saved answer does not make the input vanish under the cursor.
   */
  keepInactive?: ((field: number, sectionIndex: number | undefined) => boolean) | undefined;
}

export interface ExtraFieldValidationContext extends ExtraFieldContext {
  canEditAll?: boolean | undefined;
  today?: Date | undefined;
}

// ---------------------------------------------------------------------------------------------
// Answers

const sameIndex = (a: number | null | undefined, b: number | null | undefined) => (a ?? null) === (b ?? null);

export function findAnswer(answers: readonly ExtraFieldAnswer[], field: number, sectionIndex?: number): ExtraFieldAnswer | undefined {
  return answers.find((a) => a.field === field && sameIndex(a.section_index, sectionIndex));
}

/** Sets one field's value (in one repetition of its section), adding the answer when missing. */
export function setAnswer(answers: readonly ExtraFieldAnswer[], field: number, sectionIndex: number | undefined, value: unknown): ExtraFieldAnswer[] {
  const existing = findAnswer(answers, field, sectionIndex);
  if (existing) return answers.map((a) => (a === existing ? { ...a, value } : a));
  return [...answers, sectionIndex === undefined ? { field, value } : { field, value, section_index: sectionIndex }];
}

export function hasValue(value: unknown): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Fields that take an answer: everything but the static label and the section container. */
export const isAnswerable = (definition: ExtraFieldDefinition) => definition.type !== 'label' && definition.type !== 'section';

// ---------------------------------------------------------------------------------------------
// Defaults

/** 'zip_code city, address_1' of the user's institution. */
export function institutionAddress(user: Pick<CurrentUser, 'institution'>): string {
  const { zip_code, city, address_1 } = user.institution;
  const place = [zip_code, city].filter(Boolean).join(' ');
  return [place, address_1].filter(Boolean).join(', ');
}

const TYPE_DEFAULTS: Partial<Record<ExtraFieldDefinition['type'], () => unknown>> = {
  number: () => 0,
  text: () => '',
  long_text: () => '',
  boolean: () => false,
  multi_select: () => [],
};

/** The admin's default when one is set, otherwise the type's own (number 0, text '', false, []). */
export function defaultValue(definition: ExtraFieldDefinition, user: Pick<CurrentUser, 'institution'>): unknown {
  const configured = definition.default;
  if (configured === INSTITUTION_ADDRESS_MARKER) return institutionAddress(user);
  if (configured != null) return Array.isArray(configured) ? [...configured] : configured;
  return TYPE_DEFAULTS[definition.type]?.() ?? null;
}

/** The value a field shows: its answer, or its default while it has none. */
export function currentValue(
  definition: ExtraFieldDefinition,
  answers: readonly ExtraFieldAnswer[],
  user: Pick<CurrentUser, 'institution'>,
  sectionIndex?: number,
): unknown {
  const answer = findAnswer(answers, definition.id, sectionIndex);
  return answer ? answer.value : defaultValue(definition, user);
}

// ---------------------------------------------------------------------------------------------
// Sections

export function childrenOf(definitions: readonly ExtraFieldDefinition[], sectionId: number): ExtraFieldDefinition[] {
  return definitions.filter((d) => d.section === sectionId);
}

/** How many repetitions a section has: one past the highest section_index among its children's answers. */
export function repetitionCount(definitions: readonly ExtraFieldDefinition[], answers: readonly ExtraFieldAnswer[], sectionId: number): number {
  const childIds = new Set(childrenOf(definitions, sectionId).map((d) => d.id));
  return answers.reduce((count, a) => (childIds.has(a.field) && a.section_index != null ? Math.max(count, a.section_index + 1) : count), 0);
}

function repetitionDefaults(
  definitions: readonly ExtraFieldDefinition[],
  sectionId: number,
  index: number,
  user: Pick<CurrentUser, 'institution'>,
): ExtraFieldAnswer[] {
  return childrenOf(definitions, sectionId)
    .filter((d) => isAnswerable(d) && d.is_active)
    .map((d) => ({ field: d.id, value: defaultValue(d, user), section_index: index }));
}

/** 'Új válasz': a new repetition at the end, its fields at their defaults. */
export function addRepetition(
  definitions: readonly ExtraFieldDefinition[],
  answers: readonly ExtraFieldAnswer[],
  sectionId: number,
  user: Pick<CurrentUser, 'institution'>,
): ExtraFieldAnswer[] {
  return [...answers, ...repetitionDefaults(definitions, sectionId, repetitionCount(definitions, answers, sectionId), user)];
}

/** Removes one repetition; the later ones move up so the indexes stay contiguous. */
export function removeRepetition(
  definitions: readonly ExtraFieldDefinition[],
  answers: readonly ExtraFieldAnswer[],
  sectionId: number,
  index: number,
): ExtraFieldAnswer[] {
  const childIds = new Set(childrenOf(definitions, sectionId).map((d) => d.id));
  return answers
    .filter((a) => !(childIds.has(a.field) && a.section_index === index))
    .map((a) => (childIds.has(a.field) && a.section_index != null && a.section_index > index ? { ...a, section_index: a.section_index - 1 } : a));
}

// ---------------------------------------------------------------------------------------------
// Seeding

/**
 * The answers a form starts from: the saved ones, plus the default of every active field that has
 * none (a section without answers gets one repetition). Inactive fields are never seeded, so an
 * inactive field stays hidden unless it holds a saved answer.
 */
export function initialAnswers(
  definitions: readonly ExtraFieldDefinition[],
  answers: readonly ExtraFieldAnswer[],
  user: Pick<CurrentUser, 'institution'>,
): ExtraFieldAnswer[] {
  let result = [...answers];
  for (const definition of definitions) {
    if (definition.section != null || !definition.is_active) continue;
    if (definition.type === 'section') {
      const count = Math.max(1, repetitionCount(definitions, result, definition.id));
      for (let index = 0; index < count; index++) {
        for (const seed of repetitionDefaults(definitions, definition.id, index, user)) {
          if (!findAnswer(result, seed.field, index)) result = [...result, seed];
        }
      }
    } else if (isAnswerable(definition) && !findAnswer(result, definition.id)) {
      result = [...result, { field: definition.id, value: defaultValue(definition, user) }];
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Conditions and visibility

function valuesMatch(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) {
    if (Array.isArray(expected)) return actual.length === expected.length && expected.every((e) => actual.some((a) => valuesMatch(a, e)));
    return actual.some((a) => valuesMatch(a, expected));
  }
  // A record field may hold a reference object where the condition names its id.
  if (actual !== null && typeof actual === 'object' && 'id' in actual) return valuesMatch((actual as { id: unknown }).id, expected);
  if (!hasValue(actual) || !hasValue(expected)) return !hasValue(actual) && !hasValue(expected);
  return actual === expected || String(actual) === String(expected);
}

type Visiting = Set<string>;

/** What whether a field shows is decided on: every definition, the answers so far and the record's context. */
interface ShownBy {
  definitions: readonly ExtraFieldDefinition[];
  answers: readonly ExtraFieldAnswer[];
  ctx: ExtraFieldContext;
}

function conditionMatches(condition: ExtraFieldCondition, by: ShownBy, sectionIndex: number | undefined, visiting: Visiting): boolean {
  const { definitions, answers, ctx } = by;
  // Spec section 5: "district_employee matches when the user's institution has a parent".
  if (condition.district_employee) return ctx.user.institution.parent !== null;
  if (condition.source_field == null) return valuesMatch(ctx.record?.[condition.field_name], condition.value);
  const source = definitions.find((d) => d.id === condition.source_field);
  if (!source) return false;
  const index = source.section != null ? sectionIndex : undefined;
  // A hidden field's answer is not sent, so it cannot satisfy a condition either.
  const actual = isShown(source, by, index, visiting) ? currentValue(source, answers, ctx.user, index) : null;
  return valuesMatch(actual, condition.value);
}

function holdsValue(
  definition: ExtraFieldDefinition,
  definitions: readonly ExtraFieldDefinition[],
  answers: readonly ExtraFieldAnswer[],
  sectionIndex: number | undefined,
): boolean {
  if (definition.type === 'section') {
    const childIds = new Set(childrenOf(definitions, definition.id).map((d) => d.id));
    return answers.some((a) => childIds.has(a.field) && hasValue(a.value));
  }
  return hasValue(findAnswer(answers, definition.id, sectionIndex)?.value);
}

function isShown(definition: ExtraFieldDefinition, by: ShownBy, sectionIndex: number | undefined, visiting: Visiting): boolean {
  const { definitions, answers, ctx } = by;
  const key = `${definition.id}:${sectionIndex ?? ''}`;
  if (visiting.has(key)) return false; // conditions that depend on each other in a loop never match
  const inner = new Set(visiting).add(key);
  if (definition.section != null) {
    const parent = definitions.find((d) => d.id === definition.section);
    if (!parent || !isShown(parent, by, undefined, inner)) return false;
  }
  if (!definition.is_active && !holdsValue(definition, definitions, answers, sectionIndex) && !ctx.keepInactive?.(definition.id, sectionIndex)) return false;
  return (definition.conditions ?? []).every((c) => conditionMatches(c, by, sectionIndex, inner));
}

/** The record's own fields the definitions' conditions read (those without a source_field): a form renders them again when one of these changes. */
export function recordFieldsRead(definitions: readonly ExtraFieldDefinition[]): string[] {
  const names = definitions.flatMap((d) => (d.conditions ?? []).flatMap((c) => (c.source_field == null && !c.district_employee ? [c.field_name] : [])));
  return [...new Set(names)];
}

/**
 * Whether a field (or a whole section) is on screen: its section is shown, it is active or holds a
 * saved answer, and every one of its conditions matches.
 */
export function isFieldShown(
  definition: ExtraFieldDefinition,
  definitions: readonly ExtraFieldDefinition[],
  answers: readonly ExtraFieldAnswer[],
  ctx: ExtraFieldContext,
  sectionIndex?: number,
): boolean {
  return isShown(definition, { definitions, answers, ctx }, sectionIndex, new Set());
}

/** The answers to send on save: those of hidden fields are left out. */
export function visibleAnswers(definitions: readonly ExtraFieldDefinition[], answers: readonly ExtraFieldAnswer[], ctx: ExtraFieldContext): ExtraFieldAnswer[] {
  return answers.filter((a) => {
    const definition = definitions.find((d) => d.id === a.field);
    if (!definition) return true;
    return isFieldShown(definition, definitions, answers, ctx, definition.section != null ? (a.section_index ?? undefined) : undefined);
  });
}

// ---------------------------------------------------------------------------------------------
// Numbers and dates

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export function isValidDate(text: string): boolean {
  const m = DATE.exec(text);
  return Boolean(m && isCalendarDate(text));
}

/** 'YYYY-MM-DD HH:mm' from a date-time (or a bare date, which gets 00:00); null when it is not one. */
export function normalizeDateTime(text: string): string | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m || !isCalendarDate(`${m[1]}-${m[2]}-${m[3]}`)) return null;
  const [hours, minutes] = [Number(m[4] ?? 0), Number(m[5] ?? 0)];
  if (hours > 23 || minutes > 59) return null;
  return `${m[1]}-${m[2]}-${m[3]} ${pad(hours)}:${pad(minutes)}`;
}

/** Today plus min_date_delta days, unless the user may edit everything or no delta is set. */
export function minimumDate(definition: ExtraFieldDefinition, today: Date, canEditAll = false): string | null {
  if (canEditAll || typeof definition.min_date_delta !== 'number') return null;
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + definition.min_date_delta);
  return isoDate(day);
}

// ---------------------------------------------------------------------------------------------
// Validation

/** The message a field's value earns (mandatory, date format, date minimum), or null. */
export function fieldError(
  definition: ExtraFieldDefinition,
  value: unknown,
  options: { today?: Date | undefined; canEditAll?: boolean | undefined } = {},
): string | null {
  if (definition.mandatory && isAnswerable(definition) && definition.type !== 'boolean' && !hasValue(value)) return MESSAGES.required;
  if ((definition.type === 'date' || definition.type === 'datetime') && typeof value === 'string' && hasValue(value)) {
    const day = definition.type === 'date' ? (isValidDate(value.trim()) ? value.trim() : null) : normalizeDateTime(value)?.slice(0, 10);
    // A day the calendar has not is said so, not blamed on the format.
    if (!day)
      return /^\d{4}-\d{2}-\d{2}/.test(value.trim()) && !isCalendarDate(value.trim())
        ? MESSAGES.impossibleDate
        : definition.type === 'date'
          ? MESSAGES.date
          : MESSAGES.dateTime;
    const min = minimumDate(definition, options.today ?? new Date(), options.canEditAll);
    if (min && day < min) return fill(MESSAGES.min, { min: formatDate(min) });
  }
  // The server may send a decimal as a string; only text that is no number at all is an error.
  if (definition.type === 'number' && typeof value === 'string' && typeof parseNumberInput(value) === 'string') return MESSAGES.numeric;
  return null;
}

/** Messages of the shown fields, keyed by codename, for a parent that checks before saving. */
export function validateExtraFields(
  definitions: readonly ExtraFieldDefinition[],
  answers: readonly ExtraFieldAnswer[],
  ctx: ExtraFieldValidationContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (definition: ExtraFieldDefinition, sectionIndex?: number) => {
    if (errors[definition.codename] || !isFieldShown(definition, definitions, answers, ctx, sectionIndex)) return;
    const message = fieldError(definition, currentValue(definition, answers, ctx.user, sectionIndex), ctx);
    if (message) errors[definition.codename] = message;
  };
  for (const definition of definitions) {
    if (definition.section != null || !isAnswerable(definition)) continue;
    check(definition);
  }
  for (const section of definitions.filter((d) => d.type === 'section' && d.section == null)) {
    const count = repetitionCount(definitions, answers, section.id);
    for (const child of childrenOf(definitions, section.id).filter(isAnswerable)) {
      for (let index = 0; index < count; index++) check(child, index);
    }
  }
  return errors;
}
