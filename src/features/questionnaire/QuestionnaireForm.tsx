import { useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { focusFirstInvalid } from '@/components/form/first-invalid';
import { FormErrors } from '@/components/form/FormErrors';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { Button } from '@/components/ui/Button';
import { SAVE_FAILED } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { answerErrors, answersForBody, answerValue, validateAnswers, withAnswer, type Answer, type Question } from './questionnaire';
import { Questionnaire } from './Questionnaire';

type Values = Record<string, unknown>;
type Errors = Readonly<Record<string, string>>;

/** The form field of a question's answer. */
const questionKey = (id: number) => `q${id}`;

/** What binds one of the caller's own fields to the form. */
export interface OwnField {
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
}

/** The caller's own fields above the questions (a yearly report's base numbers), held and checked by the same form. */
export interface OwnFields {
  /** Their start values by name. */
  initial: Values;
  /** Their rules: messages by field name. */
  rules: (values: Values) => Errors;
  /** The path a 400 names each by, where it is not its name ('base_numbers.teacher_count'). */
  paths?: Readonly<Record<string, string>>;
  render: (field: (name: string) => OwnField) => ReactNode;
}

export interface QuestionnaireFormProps {
  /** The card's heading; `id` names it for the card's label. */
  title: string;
  id: string;
  /** What stands under the heading (a note, why the answers are closed). */
  intro?: ReactNode;
  questions: readonly Question[];
  initialAnswers: readonly Answer[];
  isReadOnly: boolean;
  /** Sends every question's answer in order, with the own fields' values; a rejection's answer errors go under their questions (section 5). */
  onSave: (answers: Answer[], own: Values) => Promise<unknown>;
  isSaving: boolean;
  own?: OwnFields;
}

/**
 * A card with questions to answer and a save, on the one validation model (useCheckedForm): each
 * question's answer and each of the caller's own fields is a field of the engine, whose rules (section
 * 5: a required answer, a number, a real date; the caller's own) show a message once the field is left
 * or a save was tried, and stop the save. A 400's answer errors stand under their questions, its other
 * messages at the own field they name or above the form, each until its field is edited. A read-only
 * card shows the answers without inputs or save.
 */
export function QuestionnaireForm({ title, id, intro, questions, initialAnswers, isReadOnly, onSave, isSaving, own }: QuestionnaireFormProps) {
  const ownNames = Object.keys(own?.initial ?? {});
  const rules = (values: Values): Errors => {
    const answers = validateAnswers(questions, answersOf(questions, values));
    return { ...own?.rules(values), ...Object.fromEntries(Object.entries(answers).map(([question, message]) => [questionKey(Number(question)), message])) };
  };
  const cardRef = useRef<HTMLElement>(null);
  // What the form goes back to: the last saved values. The engine's defaults follow them, or its next update would put the first answers back.
  const [saved, setSaved] = useState<Values>(() => ({
    ...own?.initial,
    ...Object.fromEntries(questions.map((q) => [questionKey(q.id), answerValue(q, initialAnswers)])),
  }));
  const form = useCheckedForm({
    defaultValues: saved,
    rules,
    onInvalid: () => focusFirstInvalid(cardRef.current),
    onValid: async (values) => {
      if (isSaving) return;
      try {
        await onSave(answersForBody(questions, answersOf(questions, values)), Object.fromEntries(ownNames.map((name) => [name, values[name]])));
        setSaved(values);
        form.reset(values);
        toast.success('A mentés sikeres.');
      } catch (error) {
        form.showFailure(placed(answerErrors(error, SAVE_FAILED), own?.paths ?? {}));
      }
    },
  });
  const general = form.generalMessages([...ownNames, ...questions.map((q) => questionKey(q.id))]);
  const answers = answersOf(questions, form.values);
  const questionMessages: Record<number, string> = {};
  for (const question of questions) {
    const message = form.field(questionKey(question.id)).errorMessage;
    if (message) questionMessages[question.id] = message;
  }

  return (
    <section ref={cardRef} className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro}
      <Form className="form" validationBehavior="aria" onSubmit={form.submit}>
        <FormErrors messages={general} />
        {own?.render(form.field)}
        <Questionnaire
          questions={questions}
          answers={answers}
          onChange={(next) => {
            for (const question of questions) {
              const value = answerValue(question, next);
              if (JSON.stringify(value) !== JSON.stringify(answerValue(question, answers))) form.setValue(questionKey(question.id), value);
            }
          }}
          onBlur={(question) => form.field(questionKey(question.id)).onBlur()}
          errors={questionMessages}
          isReadOnly={isReadOnly}
        />
        {isReadOnly ? null : (
          <div className="record-form__actions">
            <Button type="submit" isPending={isSaving}>
              Mentés
            </Button>
          </div>
        )}
      </Form>
    </section>
  );
}

/** The answers the form's values hold, one per question. */
function answersOf(questions: readonly Question[], values: Values): Answer[] {
  return questions.reduce<Answer[]>((answers, question) => withAnswer(answers, question, values[questionKey(question.id)]), []);
}

/** A failed save's messages by the form's fields: an answer's under its question, an own field's by its name, the rest as they are. */
function placed({ questions, other }: ReturnType<typeof answerErrors>, paths: Readonly<Record<string, string>>): Errors {
  const names = Object.fromEntries(Object.entries(paths).map(([name, path]) => [path, name]));
  return {
    ...Object.fromEntries(Object.entries(other).map(([key, message]) => [names[key] ?? key, message])),
    ...Object.fromEntries(Object.entries(questions).map(([question, message]) => [questionKey(Number(question)), message])),
  };
}
