import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import { Fieldset } from '@/components/ui/Fieldset';
import { NumberField } from '@/components/ui/NumberField';
import { isRecordAnswer, mergeRecordAnswer } from '@/features/records/actions/record-cache';
import { answerErrors, answersForBody, validateAnswers, type Answer, type AnswerErrors } from '@/features/questionnaire/questionnaire';
import { Questionnaire } from '@/features/questionnaire/Questionnaire';
import { updateYearlyReportMutation } from '@/generated/api/reports';
import type { CurrentUser, YearlyReportDetail } from '@/generated/models';
import { YearlyReportBaseNumbersMeta } from '@/generated/meta/reports';
import { yearlyReportApi } from '@/generated/records/reports';
import { MESSAGES } from '@/generated/validators/helpers';
import { SAVE_FAILED } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';

type BaseNumbers = { teacher_count: number | null; student_count: number | null };
const NUMBERS = ['teacher_count', 'student_count'] as const;
const NO_ERRORS: AnswerErrors = { questions: {}, other: {} };

/**
 * A yearly report's questionnaire on its details (section 3): the base numbers and each question's
 * answer, saved with PUT; a 400's answer errors under their questions (section 5), the base numbers'
 * by their fields. A closed report, or a read-only user, sees the answers without inputs.
 */
export function YearlyReportAnswers({ record, user }: { record: YearlyReportDetail; user: CurrentUser }) {
  const queryClient = useQueryClient();
  const save = useMutation(updateYearlyReportMutation());
  const [answers, setAnswers] = useState<Answer[]>(() => record.answers);
  const [numbers, setNumbers] = useState<BaseNumbers>(() => ({ ...record.base_numbers }));
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<AnswerErrors>(NO_ERRORS);
  const isReadOnly = user.is_readonly || record.closed;

  const local = validateAnswers(record.questions, answers);
  const numberErrors = Object.fromEntries(NUMBERS.filter((name) => numbers[name] === null).map((name) => [`base_numbers.${name}`, MESSAGES.required]));
  const questionErrors = { ...(submitted ? local : {}), ...server.questions };
  const otherErrors: Record<string, string> = { ...(submitted ? numberErrors : {}), ...server.other };
  const general = Object.entries(otherErrors)
    .filter(([key]) => !key.startsWith('base_numbers.'))
    .map(([, message]) => message);

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(local).length || Object.keys(numberErrors).length || save.isPending) return;
    try {
      const body = {
        base_numbers: { teacher_count: numbers.teacher_count ?? 0, student_count: numbers.student_count ?? 0 },
        answers: answersForBody(record.questions, answers),
      };
      const saved = await save.mutateAsync({ path: { id: record.id }, body });
      if (isRecordAnswer(saved)) mergeRecordAnswer(queryClient, yearlyReportApi, saved);
      setServer(NO_ERRORS);
      setSubmitted(false);
      toast.success('A mentés sikeres.');
    } catch (error) {
      setServer(answerErrors(error, SAVE_FAILED));
    }
  };

  return (
    <section className="card" aria-labelledby={`yearly-report-answers-${record.id}`}>
      <h2 id={`yearly-report-answers-${record.id}`}>Beszámoló kérdései</h2>
      {record.closed ? <p className="muted">A beszámoló lezárva, a válaszok már nem módosíthatók.</p> : null}
      <Form
        className="form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormErrors messages={general} />
        <Fieldset label={YearlyReportBaseNumbersMeta.title}>
          {NUMBERS.map((name) => (
            <NumberField
              key={name}
              name={`base_numbers.${name}`}
              label={YearlyReportBaseNumbersMeta.fields[name].label}
              value={numbers[name]}
              onChange={(value) => {
                setNumbers({ ...numbers, [name]: value });
                setServer({ ...server, other: Object.fromEntries(Object.entries(server.other).filter(([key]) => key !== `base_numbers.${name}`)) });
              }}
              isInteger
              minValue={0}
              isRequired
              isReadOnly={isReadOnly}
              errorMessage={otherErrors[`base_numbers.${name}`]}
            />
          ))}
        </Fieldset>
        <Questionnaire
          questions={record.questions}
          answers={answers}
          onChange={(next) => {
            // A question's server message stands until its answer is changed.
            const changed = next.find((a) => JSON.stringify(a) !== JSON.stringify(answers.find((b) => b.question === a.question)));
            if (changed) setServer({ ...server, questions: Object.fromEntries(Object.entries(server.questions).filter(([id]) => Number(id) !== changed.question)) });
            setAnswers(next);
          }}
          errors={questionErrors}
          isReadOnly={isReadOnly}
        />
        {isReadOnly ? null : (
          <div className="record-form__actions">
            <Button type="submit" isPending={save.isPending}>
              Mentés
            </Button>
          </div>
        )}
      </Form>
    </section>
  );
}
