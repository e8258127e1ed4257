import type { ExtraFieldDefinition } from '@/generated/models';
import { Fieldset } from '@/components/ui/Fieldset';
import { ExtraFieldInput } from '../records/extra-fields/ExtraFieldInput';
import { answerValue, withAnswer, type Answer, type Question } from './questionnaire';
import './Questionnaire.css';

export interface QuestionnaireProps {
  questions: readonly Question[];
  answers: readonly Answer[];
  onChange: (answers: Answer[]) => void;
  /** Messages by question id (the browser's checks, or a 400's answer errors). */
  errors?: Readonly<Record<number, string>>;
  onBlur?: (question: Question) => void;
  isReadOnly?: boolean;
}

/** A question as the answer input of the extra fields takes it: the same types, labels and choices. */
const asDefinition = (question: Question): ExtraFieldDefinition => ({
  id: question.id,
  codename: `q${question.id}`,
  type: question.type,
  label: question.label,
  choices: question.choices ? [...question.choices] : undefined,
  mandatory: Boolean(question.required),
  is_active: true,
  section: null,
});

/** Questions in their order, a run of one section kept together under its title. */
function bySection(questions: readonly Question[]): { title: string | null; questions: Question[] }[] {
  const groups: { title: string | null; questions: Question[] }[] = [];
  for (const question of questions) {
    const title = question.section ?? null;
    const last = groups.at(-1);
    if (last && last.title === title) last.questions.push(question);
    else groups.push({ title, questions: [question] });
  }
  return groups;
}

/**
 * The questions of a questionnaire with their answers (a yearly report's, a survey result's): each
 * question's input by its type (text, long text, number, yes/no, date, choice, several choices),
 * its message under it, the questions of a section in one titled fieldset. Controlled: the caller
 * keeps the answers and saves them.
 */
export function Questionnaire({ questions, answers, onChange, errors = {}, onBlur, isReadOnly = false }: QuestionnaireProps) {
  const renderQuestion = (question: Question) => (
    <div key={question.id} className="questionnaire__question" data-question={question.id}>
      <ExtraFieldInput
        definition={asDefinition(question)}
        value={answerValue(question, answers)}
        onChange={(value) => onChange(withAnswer(answers, question, value))}
        onBlur={() => onBlur?.(question)}
        errorMessage={errors[question.id] ?? null}
        isReadOnly={isReadOnly}
      />
    </div>
  );
  return (
    <div className="questionnaire">
      {bySection(questions).map((group, index) =>
        group.title ? (
          <Fieldset key={`${group.title}-${index}`} label={group.title}>
            {group.questions.map(renderQuestion)}
          </Fieldset>
        ) : (
          <div key={`loose-${index}`} className="questionnaire__group">
            {group.questions.map(renderQuestion)}
          </div>
        ),
      )}
    </div>
  );
}
