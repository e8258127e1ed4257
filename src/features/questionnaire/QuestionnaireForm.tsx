import { useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import { SAVE_FAILED } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { answerErrors, answersForBody, validateAnswers, type Answer, type AnswerErrors, type Question } from './questionnaire';
import { Questionnaire } from './Questionnaire';

const NO_ERRORS: AnswerErrors = { questions: {}, other: {} };

const without = <Key extends string | number>(messages: Readonly<Record<Key, string>>, drop: (key: string) => boolean) =>
  Object.fromEntries(Object.entries<string>(messages).filter(([key]) => !drop(key)));

export interface QuestionnaireFormProps {
  /** The card's heading; `id` names it for the card's label. */
  title: string;
  id: string;
  /** What stands under the heading (a note, why the answers are closed). */
  intro?: ReactNode;
  questions: readonly Question[];
  initialAnswers: readonly Answer[];
  isReadOnly: boolean;
  /** Sends every question's answer in order; a rejection's answer errors go under their questions (section 5). */
  onSave: (answers: Answer[]) => Promise<unknown>;
  isSaving: boolean;
  /** The body paths of the caller's own fields (`fields`): their messages stand at them, not above the form. */
  fieldPaths?: readonly string[];
  /** The browser's messages for those fields, by path: shown once a save was tried, and a save waits for them. */
  fieldErrors?: Readonly<Record<string, string>>;
  /**
   * The caller's own fields above the questions, given each one's message (the browser's once a save was tried,
   * else a 400's by the same path) and `changed`, which drops the 400's message of a field the user changed.
   */
  fields?: (errors: Readonly<Record<string, string>>, changed: (path: string) => void) => ReactNode;
}

/** A card with questions to answer and a save; a read-only one shows the answers without inputs or save. */
export function QuestionnaireForm({
  title,
  id,
  intro,
  questions,
  initialAnswers,
  isReadOnly,
  onSave,
  isSaving,
  fieldPaths = [],
  fieldErrors = {},
  fields,
}: QuestionnaireFormProps) {
  const [answers, setAnswers] = useState<Answer[]>(() => [...initialAnswers]);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<AnswerErrors>(NO_ERRORS);
  const local = validateAnswers(questions, answers);
  const otherErrors = { ...(submitted ? fieldErrors : {}), ...server.other };
  const general = Object.entries(otherErrors)
    .filter(([key]) => !fieldPaths.includes(key))
    .map(([, message]) => message);

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(local).length || Object.keys(fieldErrors).length || isSaving) return;
    try {
      await onSave(answersForBody(questions, answers));
      setServer(NO_ERRORS);
      setSubmitted(false);
      toast.success('A mentés sikeres.');
    } catch (error) {
      setServer(answerErrors(error, SAVE_FAILED));
    }
  };

  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro}
      <Form
        className="form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormErrors messages={general} />
        {fields?.(otherErrors, (path) => setServer({ ...server, other: without(server.other, (key) => key === path) }))}
        <Questionnaire
          questions={questions}
          answers={answers}
          onChange={(next) => {
            // A question's server message stands until its answer is changed.
            const changed = next.find((a) => JSON.stringify(a) !== JSON.stringify(answers.find((b) => b.question === a.question)));
            if (changed) setServer({ ...server, questions: without(server.questions, (key) => Number(key) === changed.question) });
            setAnswers(next);
          }}
          errors={{ ...(submitted ? local : {}), ...server.questions }}
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
