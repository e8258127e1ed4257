import { numberMessage } from '@/components/form/inputs';
import { isImpossibleDateText } from '@/components/ui/DatePicker';
import type { CurrentStep, CurrentUser, Decision, DecisionOption, DecisionQuestion } from '@/generated/models';
import { MESSAGES, todayIso } from '@/generated/validators/helpers';

/** A question's answer: a text, a day, a number (or the text typed when it is none), a yes/no, a file, a list per column, partner ids. */
export type AnswerValue = string | number | boolean | null | File | string[][] | number[];

/** The answers of a decision's questions as its form holds them: by `questionKey`, one field per question. */
export type AnswerValues = Record<string, AnswerValue | undefined>;

/**
 * Section 6: the decision buttons show only to a user who is not read-only and is the step's
 * assigned user, one of that user's substitutors, or a member of the assigned group.
 */
export function canDecide(user: Pick<CurrentUser, 'id' | 'is_readonly' | 'groups'>, step: CurrentStep | null | undefined): step is CurrentStep {
  if (!step || user.is_readonly) return false;
  if (step.user?.id === user.id) return true;
  if (step.substitutors.some((s) => s.id === user.id)) return true;
  return step.group !== null && user.groups.some((g) => g.id === step.group?.id);
}

/** Section 4: an option that asks for it is confirmed first when a negative decision already exists. */
export function needsConfirmation(option: DecisionOption, decisions: readonly Decision[]): boolean {
  return option.confirm_with_negative_history && decisions.some((d) => d.decision === 'negative');
}

export const DECISION_TONES = { negative: 'negative', neutral: 'neutral', positive: 'positive' } as const;

/** The form field of a question's answer (a field name that is no list index). */
export const questionKey = (id: number) => `q${id}`;

function isEmpty(value: AnswerValue | undefined): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.flat().every((v) => v === '' || v === undefined));
}

/**
 * Why an answer cannot be sent (section 5's messages): a required one left empty, a number typed with
 * what no number has or outside the question's bounds (a minus where its min_value forbids it), a typed
 * day the calendar has not, a day not after today where the question wants a future date (a correction
 * deadline), or not after the answer of the question it must follow.
 */
export function answerError(
  question: DecisionQuestion,
  value: AnswerValue | undefined,
  answers: Readonly<Record<number, AnswerValue | undefined>> = {},
  today = todayIso(),
): string | undefined {
  if (question.required && isEmpty(value)) return MESSAGES.required;
  if (question.type === 'number') return numberMessage(value, { minValue: question.min_value ?? undefined, maxValue: question.max_value ?? undefined });
  if (question.type !== 'date' || typeof value !== 'string' || value === '') return undefined;
  if (isImpossibleDateText(value)) return MESSAGES.impossibleDate;
  if (question.future_date && value <= today) return MESSAGES.futureDate;
  const start = question.after_question ? answers[question.after_question] : undefined;
  if (typeof start === 'string' && start !== '' && !isImpossibleDateText(start) && value <= start) return MESSAGES.afterStart;
  return undefined;
}

/** The answers by question id. */
export const answersById = (questions: readonly DecisionQuestion[], values: AnswerValues): Record<number, AnswerValue | undefined> =>
  Object.fromEntries(questions.map((question) => [question.id, values[questionKey(question.id)]]));

/** The rules of an option's questions, for the one validation model: each answer's message by its field. */
export function questionErrors(questions: readonly DecisionQuestion[], values: AnswerValues, today = todayIso()): Record<string, string> {
  const answers = answersById(questions, values);
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const message = answerError(question, answers[question.id], answers, today);
    if (message) errors[questionKey(question.id)] = message;
  }
  return errors;
}

/** A failed decision's messages (by flat key) with those about an answer ('answers.<question id>') moved to that question's field. */
export function placedAnswerErrors(errors: Readonly<Record<string, string>>, questions: readonly DecisionQuestion[]): Record<string, string> {
  const ids = new Set(questions.map((question) => String(question.id)));
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const [head, id, ...rest] = key.split('.');
      return head === 'answers' && id !== undefined && rest.length === 0 && ids.has(id) ? [questionKey(Number(id)), message] : [key, message];
    }),
  );
}

export interface DecisionBody {
  decision_option: number;
  answers?: string;
  [file: string]: unknown;
}

/** The multipart body: the option, the answers as JSON by question id, and each file as `file_<question id>`. */
export function decisionBody(option: DecisionOption, answers: Readonly<Record<number, AnswerValue | undefined>>): DecisionBody {
  const body: DecisionBody = { decision_option: option.id };
  const json: Record<string, unknown> = {};
  for (const question of option.questions) {
    const value = answers[question.id];
    if (value instanceof File) body[`file_${question.id}`] = value;
    else if (value !== undefined) json[String(question.id)] = value;
  }
  if (option.questions.length) body.answers = JSON.stringify(json);
  return body;
}
