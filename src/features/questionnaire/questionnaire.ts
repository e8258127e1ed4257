import { ApiError } from '@/generated/runtime';
import { MESSAGES, isCalendarDate } from '@/generated/validators/helpers';
import { propertiesOf } from '@/lib/objects';
import { errorsFromFailure, formatServerMessages } from '@/lib/server-messages';

/** One question of a questionnaire (a yearly report's, a survey's): what the spec's question schemas share. */
export interface Question {
  id: number;
  label: string;
  type: 'text' | 'long_text' | 'number' | 'boolean' | 'date' | 'select' | 'multi_select';
  required?: boolean;
  choices?: readonly string[];
  /** The chapter the question belongs to; questions of one section are shown in one fieldset. */
  section?: string | null;
}

/** An answer: a single value, or a list (multi_select) in array_value. */
export interface Answer {
  question: number;
  value?: string | number | boolean | null;
  array_value?: string[] | null;
}

/** Messages by question id, and those that belong to no question (under their own keys). */
export interface AnswerErrors {
  questions: Readonly<Record<number, string>>;
  other: Readonly<Record<string, string>>;
}

/** The value a question's input shows: its answer's value, or its list for a multi_select. */
export function answerValue(question: Question, answers: readonly Answer[]): unknown {
  const answer = answers.find((a) => a.question === question.id);
  if (question.type === 'multi_select') return answer?.array_value ?? [];
  return answer?.value ?? (question.type === 'boolean' ? false : null);
}

/** A single answer as the body takes it: a text, number or yes/no; anything else (an emptied input) is no answer. */
const single = (value: unknown): Answer['value'] =>
  (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') && value !== '' ? value : null;
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The answers with one question's answer set (a multi_select's list in array_value, else value). */
export function withAnswer(answers: readonly Answer[], question: Question, value: unknown): Answer[] {
  const next: Answer =
    question.type === 'multi_select'
      ? { question: question.id, value: null, array_value: list(value) }
      : { question: question.id, value: single(value), array_value: null };
  const found = answers.some((a) => a.question === question.id);
  return found ? answers.map((a) => (a.question === question.id ? next : a)) : [...answers, next];
}

/** Every question answered once, in the questions' order, for the body (an unanswered one as empty). */
export function answersForBody(questions: readonly Question[], answers: readonly Answer[]): Answer[] {
  return questions.map((question) => {
    const value = answerValue(question, answers);
    return question.type === 'multi_select'
      ? { question: question.id, value: null, array_value: list(value) }
      : { question: question.id, value: single(value), array_value: null };
  });
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Section 5 in the browser: a required question answered, a number a number, a date a real date. */
export function validateAnswers(questions: readonly Question[], answers: readonly Answer[]): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const question of questions) {
    const value = answerValue(question, answers);
    // A required yes/no question is answered by either choice.
    if (question.required && question.type !== 'boolean' && isEmpty(value)) errors[question.id] = MESSAGES.required;
    else if (question.type === 'number' && !isEmpty(value) && typeof value !== 'number') errors[question.id] = MESSAGES.numeric;
    else if (question.type === 'date' && typeof value === 'string' && value !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) errors[question.id] = MESSAGES.date;
    else if (question.type === 'date' && typeof value === 'string' && value !== '' && !isCalendarDate(value)) errors[question.id] = MESSAGES.impossibleDate;
  }
  return errors;
}

/** The question id of an answer error: the first element of its `question`, as a number (section 5). */
function questionOf(item: unknown): number | null {
  if (!item || typeof item !== 'object' || !('question' in item)) return null;
  const raw: unknown = item.question;
  const first: unknown = Array.isArray(raw) ? raw[0] : raw;
  const id = Number(first);
  return Number.isInteger(id) ? id : null;
}

/**
 * A failed save's messages: a 400's `answers` list, each item naming its question by the first
 * element of `question` (section 5), goes under that question; the rest (base numbers, detail, a
 * network failure's fallback) under its flat key.
 */
export function answerErrors(error: unknown, fallback: string, answersKey = 'answers'): AnswerErrors {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body || typeof error.body !== 'object') {
    return { questions: {}, other: errorsFromFailure(error, fallback) };
  }
  const { [answersKey]: answerItems, ...rest } = propertiesOf(error.body);
  const questions: Record<number, string> = {};
  const unplaced: string[] = [];
  for (const item of Array.isArray(answerItems) ? answerItems : []) {
    const id = questionOf(item);
    const messages = Object.entries(item as Record<string, unknown>)
      .filter(([key]) => key !== 'question')
      .map(([, value]) => formatServerMessages(value))
      .filter(Boolean)
      .join('\n');
    if (!messages) continue;
    if (id === null) unplaced.push(messages);
    else questions[id] = messages;
  }
  const other = Object.keys(rest).length ? errorsFromFailure(new ApiError(400, rest), fallback) : {};
  if (unplaced.length) return { questions, other: { ...other, [answersKey]: unplaced.join('\n') } };
  return { questions, other: Object.keys(questions).length || Object.keys(other).length ? other : errorsFromFailure(error, fallback) };
}
