import { useForm, useStore } from '@tanstack/react-form';
import { useRef, type ReactNode } from 'react';
import {
  editField,
  generalMessages,
  messagesKey,
  readMessages,
  shownMessage,
  showServerErrors,
  touchField,
  validationOptions,
} from '@/components/form/form-validation';
import { focusFirstInvalid } from '@/components/form/first-invalid';
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
 * A decision option's questions as a form on the one validation model (form-validation.ts): each
 * question is a field of the engine, its rules (section 5: required, a number within its bounds, a
 * real day, a future deadline, an end after its start) decide its message, shown once it is left or
 * a send was tried; nothing is sent while one is broken. A 400's messages stand by their answers.
 */
export function DecisionQuestions({ option, send, isPending, onCancel, intro }: DecisionQuestionsProps) {
  const { questions } = option;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    defaultValues: {} as AnswerValues,
    ...validationOptions((values: AnswerValues) => questionErrors(questions, values)),
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value, formApi }) => {
      if (isPending) return;
      try {
        await send(decisionBody(option, answersById(questions, value)));
      } catch (error) {
        showServerErrors(formApi, placedAnswerErrors(errorsFromFailure(error, DECISION_FAILED), questions));
      }
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const messages = readMessages(useStore(form.store, messagesKey));
  const keys = new Set(questions.map((question) => questionKey(question.id)));
  const general = generalMessages(messages, (name) => keys.has(name)).map(([, message]) => message);

  return (
    <form
      ref={formRef}
      className="form"
      // Messages are the specification's Hungarian ones, shown by the fields, not the browser's.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {general.length ? (
        <Alert tone="error">
          <span className="preserve-lines">{general.join('\n')}</span>
        </Alert>
      ) : null}
      {intro}
      {questions.map((question) => {
        const key = questionKey(question.id);
        return (
          <QuestionInput
            key={question.id}
            question={question}
            value={values[key]}
            onChange={(value) => editField(form, key, value)}
            onBlur={() => touchField(form, key)}
            errorMessage={shownMessage(messages, key)}
          />
        );
      })}
      <ModalSubmitActions submitLabel="Döntés elküldése" isPending={isPending} onCancel={onCancel} variant={DECISION_TONES[option.type]} />
    </form>
  );
}
