import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/Card';
import { useRecordCall } from '@/features/records/actions/use-record-call';
import { EarlierAnswers } from '@/features/questionnaire/EarlierAnswers';
import { QuestionnaireForm } from '@/features/questionnaire/QuestionnaireForm';
import { listPreviousSurveyResultsQuery, updateSurveyResultMutation } from '@/generated/api/surveys';
import type { CurrentUser, SurveyResult } from '@/generated/models';
import { surveyResultApi } from '@/generated/records/surveys';
import { formatDateTime } from '@/lib/format';
import './survey-result.css';

/**
 * A survey result's answers on its details (saved with PUT), with the institution's earlier results
 * (elozo-eredmenyek/) beside them, question by question. A closed result, or a read-only user, sees the answers without inputs.
 */
export function SurveyResultAnswers({ record, user }: { record: SurveyResult; user: CurrentUser }) {
  const save = useRecordCall(updateSurveyResultMutation(), surveyResultApi);
  const previous = useQuery(listPreviousSurveyResultsQuery({ path: { id: record.id } }));
  const questions = record.survey.questions;
  const earlier = previous.data ?? [];
  return (
    <div className="survey-result">
      <QuestionnaireForm
        title="Válaszok"
        id={`survey-answers-${record.id}`}
        intro={
          <>
            {record.survey.note ? <p>{record.survey.note}</p> : null}
            {record.closed ? <p className="muted">A kitöltés lezárva ({formatDateTime(record.closed_at)}), a válaszok csak újranyitás után módosíthatók.</p> : null}
          </>
        }
        questions={questions}
        initialAnswers={record.answers}
        isReadOnly={user.is_readonly || record.closed}
        isSaving={save.isPending}
        onSave={(answers) => save.send({ path: { id: record.id }, body: { answers } })}
      />
      <Card title="Korábbi eredmények">
        {previous.isPending ? <p className="muted">Betöltés…</p> : null}
        {previous.isError ? <p className="muted">A korábbi eredmények betöltése nem sikerült.</p> : null}
        {previous.isSuccess && earlier.length === 0 ? <p className="muted">Nincs korábbi eredmény.</p> : null}
        {earlier.length ? (
          <EarlierAnswers
            questions={questions}
            fillings={earlier.map((result) => ({ id: result.id, name: result.survey.name, answers: result.answers }))}
            label="Korábbi kitöltések válaszai"
          />
        ) : null}
      </Card>
    </div>
  );
}
