import { useState } from 'react';
import { FieldError, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

/** A question answered by choosing one of its answers (a quiz's). */
export interface ChoiceQuestion {
  id: number;
  question: string;
  answers: readonly { id: number; text: string }[];
}

/** The chosen answer's id by question id. */
export type Choices = Readonly<Record<number, number>>;

export interface ChoiceQuestionsProps {
  questions: readonly ChoiceQuestion[];
  /** Sends the choices, once every question has one. */
  onSubmit: (choices: Choices) => void;
  submitLabel: string;
  isPending: boolean;
  /** Nothing can be chosen or sent (a closed quiz). */
  isDisabled: boolean;
  /** The send's failure, above the questions; the choices stay. */
  failure: string | null;
  /** Under a question left without an answer once sending was tried. */
  unansweredText: string;
  emptyText: string;
}

/**
 * Numbered questions, one answer each (radio groups): sending with a question unanswered counts the
 * missing ones above and marks each under its question; what was chosen stays through a failed send.
 */
export function ChoiceQuestions({ questions, onSubmit, submitLabel, isPending, isDisabled, failure, unansweredText, emptyText }: ChoiceQuestionsProps) {
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
        if (missing.length === 0 && !isDisabled) onSubmit(choices);
      }}
    >
      {failure ? <FormErrors messages={[failure]} /> : null}
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
      <Button type="submit" isPending={isPending} isDisabled={isDisabled || questions.length === 0}>
        {submitLabel}
      </Button>
    </Form>
  );
}
