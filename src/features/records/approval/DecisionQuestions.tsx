import { useRef, type ReactNode } from 'react';
import { focusFirstInvalid } from '@/components/form/first-invalid';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { Alert } from '@/components/ui/Alert';
import { ModalSubmitActions } from '@/components/ui/Modal';
import type { DecisionOption } from '@/generated/models';
import { errorsFromFailure } from '@/lib/server-messages';
import { answersById, DECISION_TONES, decisionBody, placedAnswerErrors, questionErrors, questionKey, type AnswerValues, type DecisionBody } from './approval-rules';
import { QuestionInput } from './QuestionInput';

export const DECISION_FAILED = 'A döntés elküldése nem sikerült.';

export interface DecisionQuestionsProps {
  option: DecisionOption;
  /** Sends the decision; a rejection's messages go by the answers they name, the rest above the questions. */
  send: (body: DecisionBody) => Promise<unknown> | void;
  isPending: boolean;
  onCancel: () => void;
  /** What stands above the questions (a bulk decision's other way). */
  intro?: ReactNode;
}

/**
 * A decision option's questions as a form on the one validation model (useCheckedForm): each
 * question is a field of the engine, its rules (section 5: required, a number within its bounds, a
 * real day, a future deadline, an end after its start) decide its message, shown once it is left or
 * a send was tried; nothing is sent while one is broken, and the first broken answer takes the focus.
 * A 400's messages stand by their answers until edited.
 */
export function DecisionQuestions({ option, send, isPending, onCancel, intro }: DecisionQuestionsProps) {
  const { questions } = option;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCheckedForm<AnswerValues>({
    defaultValues: {},
    rules: (values) => questionErrors(questions, values),
    onInvalid: () => focusFirstInvalid(formRef.current),
    onValid: async (values) => {
      if (isPending) return;
      try {
        await send(decisionBody(option, answersById(questions, values)));
      } catch (error) {
        form.showFailure(placedAnswerErrors(errorsFromFailure(error, DECISION_FAILED), questions));
      }
    },
  });
  const general = form.generalMessages(questions.map((question) => questionKey(question.id)));

  return (
    <form
      ref={formRef}
      className="form"
      // Messages are the specification's Hungarian ones, shown by the fields, not the browser's.
      noValidate
      onSubmit={form.submit}
    >
      {general.length ? (
        <Alert tone="error">
          <span className="preserve-lines">{general.join('\n')}</span>
        </Alert>
      ) : null}
      {intro}
      {questions.map((question) => (
        <QuestionInput key={question.id} question={question} {...form.field(questionKey(question.id))} />
      ))}
      <ModalSubmitActions submitLabel="Döntés elküldése" isPending={isPending} onCancel={onCancel} variant={DECISION_TONES[option.type]} />
    </form>
  );
}
