import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldError, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { failureText } from '@/lib/server-messages';

/** A question answered by choosing one of its answers (a quiz's). */
export interface ChoiceQuestion {
  id: number;
  question: string;
  answers: readonly { id: number; text: string }[];
}

/** The chosen answer's id by question id. */
export type Choices = Readonly<Record<number, number>>;

export interface ChoiceQuestionsProps<Answer, Vars> {
  questions: readonly ChoiceQuestion[];
  /** The call that sends the choices once every question has one (a generated mutation, its `x-invalidates` kept), and what it is sent. */
  mutation: UseMutationOptions<Answer, Error, Vars>;
  variables: (choices: Choices) => Vars;
  /** What the answer does (shows the result). */
  onDone: (answer: Answer) => void;
  submitLabel: string;
  /** Nothing can be chosen or sent (a closed quiz). */
  isDisabled: boolean;
  /** What a failed send says above the questions where the server explains no further; the choices stay. */
  failure: string;
  /** Under a question left without an answer once sending was tried. */
  unansweredText: string;
  emptyText: string;
}

/**
 * Numbered questions, one answer each (radio groups): sending with a question unanswered counts the
 * missing ones above and marks each under its question; what was chosen stays through a failed send.
 */
export function ChoiceQuestions<Answer, Vars>({
  questions,
  mutation,
  variables,
  onDone,
  submitLabel,
  isDisabled,
  failure,
  unansweredText,
  emptyText,
}: ChoiceQuestionsProps<Answer, Vars>) {
  const send = useMutation({ ...mutation, onSuccess: (answer) => onDone(answer) });
  const [choices, setChoices] = useState<Choices>({});
  const [submitted, setSubmitted] = useState(false);
  const missing = questions.filter((question) => choices[question.id] === undefined);
  return (
    <Form
      className="form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (missing.length === 0 && !isDisabled) send.mutate(variables(choices));
      }}
    >
      {send.isError ? <FormErrors messages={[failureText(send.error, failure)]} /> : null}
      {submitted && missing.length ? <Alert tone="error">Még {missing.length} kérdésre nem válaszolt.</Alert> : null}
      {questions.map((question, index) => (
        <RadioGroup
          key={question.id}
          className="quiz-question"
          name={`question-${question.id}`}
          isRequired
          isDisabled={isDisabled}
          isInvalid={submitted && choices[question.id] === undefined}
          value={choices[question.id] === undefined ? null : String(choices[question.id])}
          onChange={(value) => setChoices((prev) => ({ ...prev, [question.id]: Number(value) }))}
        >
          <Label className="quiz-question__text">
            {index + 1}. {question.question}
          </Label>
          {question.answers.map((answer) => (
            <Radio key={answer.id} value={String(answer.id)} className="quiz-answer">
              <span className="quiz-answer__dot" aria-hidden="true" />
              <span>{answer.text}</span>
            </Radio>
          ))}
          <FieldError className="quiz-question__error">{unansweredText}</FieldError>
        </RadioGroup>
      ))}
      {questions.length === 0 ? <p className="muted">{emptyText}</p> : null}
      <Button type="submit" isPending={send.isPending} isDisabled={isDisabled || questions.length === 0}>
        {submitLabel}
      </Button>
    </Form>
  );
}
