import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { FieldError, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { Button } from '@/components/ui/Button';
import { errorsFromFailure } from '@/lib/server-messages';

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

const keyOf = (question: ChoiceQuestion) => `question-${question.id}`;

/**
 * Numbered questions, one answer each (radio groups), checked by the one validation model
 * (useCheckedForm): a question left unanswered is marked under it once it is left or sending was tried,
 * and sending with some unanswered counts them above and sends nothing; what was chosen stays through
 * a failed send, whose messages show above. It keeps no choices, submitted or error state of its own.
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
  const form = useCheckedForm({
    defaultValues: Object.fromEntries(questions.map((question) => [keyOf(question), null])),
    rules: (values): Record<string, string> => {
      const missing = questions.filter((question) => typeof values[keyOf(question)] !== 'number');
      if (missing.length === 0) return {};
      return { '': `Még ${missing.length} kérdésre nem válaszolt.`, ...Object.fromEntries(missing.map((question) => [keyOf(question), unansweredText])) };
    },
    onValid: (values) => {
      if (isDisabled || send.isPending) return;
      const choices = Object.fromEntries(
        questions.flatMap((question) => {
          const chosen = values[keyOf(question)];
          return typeof chosen === 'number' ? [[question.id, chosen]] : [];
        }),
      );
      send.mutate(variables(choices), { onError: (error) => form.showFailure(errorsFromFailure(error, failure)) });
    },
  });
  return (
    <Form className="form" validationBehavior="aria" onSubmit={form.submit}>
      <FormErrors messages={form.generalMessages(questions.map(keyOf))} />
      {questions.map((question, index) => {
        const { value, onChange, onBlur, errorMessage } = form.field(keyOf(question));
        return (
          <RadioGroup
            key={question.id}
            className="quiz-question"
            name={keyOf(question)}
            isRequired
            isDisabled={isDisabled}
            isInvalid={errorMessage !== undefined}
            value={typeof value === 'number' ? String(value) : null}
            onChange={(chosen) => onChange(Number(chosen))}
            onBlur={onBlur}
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
            <FieldError className="quiz-question__error">{errorMessage}</FieldError>
          </RadioGroup>
        );
      })}
      {questions.length === 0 ? <p className="muted">{emptyText}</p> : null}
      <Button type="submit" isPending={send.isPending} isDisabled={isDisabled || questions.length === 0}>
        {submitLabel}
      </Button>
    </Form>
  );
}
