import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import { isRecordAnswer, mergeRecordAnswer } from '@/features/records/actions/record-cache';
import { answerErrors, answersForBody, answerValue, validateAnswers, type Answer, type AnswerErrors } from '@/features/questionnaire/questionnaire';
import { Questionnaire } from '@/features/questionnaire/Questionnaire';
import { listPreviousSurveyResultsQuery, updateSurveyResultMutation } from '@/generated/api/surveys';
import type { CurrentUser, SurveyResult } from '@/generated/models';
import { surveyResultApi } from '@/generated/records/surveys';
import { formatDateTime } from '@/lib/format';
import { SAVE_FAILED } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import './survey-result.css';

const NO_ERRORS: AnswerErrors = { questions: {}, other: {} };

const shown = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : value === true ? 'Igen' : value === false ? 'Nem' : value == null || value === '' ? '–' : String(value);

/**
 * A survey result's answers on its details (the questionnaire block, saved with PUT; a 400's answer
 * errors under their questions), with the institution's earlier results (elozo-eredmenyek/) beside
 * them, question by question. A closed result, or a read-only user, sees the answers without inputs.
 */
export function SurveyResultAnswers({ record, user }: { record: SurveyResult; user: CurrentUser }) {
  const queryClient = useQueryClient();
  const save = useMutation(updateSurveyResultMutation());
  const previous = useQuery(listPreviousSurveyResultsQuery({ path: { id: record.id } }));
  const [answers, setAnswers] = useState<Answer[]>(() => record.answers);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<AnswerErrors>(NO_ERRORS);
  const isReadOnly = user.is_readonly || record.closed;
  const questions = record.survey.questions;
  const local = validateAnswers(questions, answers);

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(local).length || save.isPending) return;
    try {
      const saved = await save.mutateAsync({ path: { id: record.id }, body: { answers: answersForBody(questions, answers) } });
      if (isRecordAnswer(saved)) mergeRecordAnswer(queryClient, surveyResultApi, saved);
      setServer(NO_ERRORS);
      setSubmitted(false);
      toast.success('A mentés sikeres.');
    } catch (error) {
      setServer(answerErrors(error, SAVE_FAILED));
    }
  };

  const earlier = previous.data ?? [];
  return (
    <div className="survey-result">
      <section className="card" aria-labelledby={`survey-answers-${record.id}`}>
        <h2 id={`survey-answers-${record.id}`}>Válaszok</h2>
        {record.survey.note ? <p>{record.survey.note}</p> : null}
        {record.closed ? <p className="muted">A kitöltés lezárva ({formatDateTime(record.closed_at)}), a válaszok csak újranyitás után módosíthatók.</p> : null}
        <Form
          className="form"
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormErrors messages={Object.values(server.other)} />
          <Questionnaire
            questions={questions}
            answers={answers}
            onChange={(next) => {
              const changed = next.find((a) => JSON.stringify(a) !== JSON.stringify(answers.find((b) => b.question === a.question)));
              if (changed) setServer({ ...server, questions: Object.fromEntries(Object.entries(server.questions).filter(([id]) => Number(id) !== changed.question)) });
              setAnswers(next);
            }}
            errors={{ ...(submitted ? local : {}), ...server.questions }}
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
      <section className="card" aria-labelledby={`survey-previous-${record.id}`}>
        <h2 id={`survey-previous-${record.id}`}>Korábbi eredmények</h2>
        {previous.isPending ? <p className="muted">Betöltés…</p> : null}
        {previous.isError ? <p className="muted">A korábbi eredmények betöltése nem sikerült.</p> : null}
        {previous.isSuccess && earlier.length === 0 ? <p className="muted">Nincs korábbi eredmény.</p> : null}
        {earlier.length ? (
          <div className="data-table__scroll" tabIndex={0} role="group" aria-label="Korábbi kitöltések válaszai">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Kérdés</th>
                  {earlier.map((result) => (
                    <th key={result.id} scope="col">
                      {result.survey.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {questions.map((question) => (
                  <tr key={question.id}>
                    <th scope="row">{question.label}</th>
                    {earlier.map((result) => (
                      <td key={result.id}>{shown(answerValue(question, result.answers))}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
