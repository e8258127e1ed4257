import { answerValue, type Answer, type Question } from './questionnaire';

const shown = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : value === true ? 'Igen' : value === false ? 'Nem' : value == null || value === '' ? '–' : String(value);

export interface EarlierAnswersProps {
  questions: readonly Question[];
  /** Earlier fillings, each a column headed by its name. */
  fillings: readonly { id: number; name: string; answers: readonly Answer[] }[];
  /** The scrolling table's name for a screen reader. */
  label: string;
}

/** Earlier fillings' answers beside each other, a row a question (an unanswered one as –). */
export function EarlierAnswers({ questions, fillings, label }: EarlierAnswersProps) {
  return (
    <div className="data-table__scroll" tabIndex={0} role="group" aria-label={label}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Kérdés</th>
            {fillings.map((filling) => (
              <th key={filling.id} scope="col">
                {filling.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {questions.map((question) => (
            <tr key={question.id}>
              <th scope="row">{question.label}</th>
              {fillings.map((filling) => (
                <td key={filling.id}>{shown(answerValue(question, filling.answers))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
