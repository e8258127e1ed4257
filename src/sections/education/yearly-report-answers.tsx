import { numberMessage } from '@/components/form/inputs';
import { Fieldset } from '@/components/ui/Fieldset';
import { NumberField } from '@/components/ui/NumberField';
import { useRecordCall } from '@/features/records/actions/use-record-call';
import { QuestionnaireForm } from '@/features/questionnaire/QuestionnaireForm';
import { updateYearlyReportMutation } from '@/generated/api/reports';
import type { CurrentUser, YearlyReportDetail } from '@/generated/models';
import { YearlyReportBaseNumbersMeta } from '@/generated/meta/reports';
import { yearlyReportApi } from '@/generated/records/reports';
import { MESSAGES } from '@/generated/validators/helpers';

const NUMBERS = ['teacher_count', 'student_count'] as const;
// Saving waits for right numbers (the rules), so only a whole number is ever sent.
const wholeOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The base numbers' rules (section 5): each given, a whole number, not under 0. */
function baseNumberErrors(values: Readonly<Record<string, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of NUMBERS) {
    const value = values[name];
    const message = value === null || value === undefined ? MESSAGES.required : numberMessage(value, { isInteger: true, minValue: 0 });
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * A yearly report's questionnaire on its details (section 3): the base numbers and each question's
 * answer, saved with PUT; the base numbers' 400 messages stand by their fields. A closed report, or a read-only user, sees the answers without inputs.
 */
export function YearlyReportAnswers({ record, user }: { record: YearlyReportDetail; user: CurrentUser }) {
  const save = useRecordCall(updateYearlyReportMutation(), yearlyReportApi);
  const isReadOnly = user.is_readonly || record.closed;
  return (
    <QuestionnaireForm
      title="Beszámoló kérdései"
      id={`yearly-report-answers-${record.id}`}
      intro={record.closed ? <p className="muted">A beszámoló lezárva, a válaszok már nem módosíthatók.</p> : null}
      questions={record.questions}
      initialAnswers={record.answers}
      isReadOnly={isReadOnly}
      isSaving={save.isPending}
      onSave={(answers, numbers) =>
        save.send({
          path: { id: record.id },
          body: { base_numbers: { teacher_count: wholeOf(numbers.teacher_count), student_count: wholeOf(numbers.student_count) }, answers },
        })
      }
      own={{
        initial: { ...record.base_numbers },
        rules: baseNumberErrors,
        paths: Object.fromEntries(NUMBERS.map((name) => [name, `base_numbers.${name}`])),
        render: (field) => (
          <Fieldset label={YearlyReportBaseNumbersMeta.title}>
            {NUMBERS.map((name) => {
              const { value, onChange, onBlur, errorMessage } = field(name);
              return (
                <NumberField
                  key={name}
                  name={`base_numbers.${name}`}
                  label={YearlyReportBaseNumbersMeta.fields[name].label}
                  value={typeof value === 'number' || typeof value === 'string' ? value : null}
                  onChange={onChange}
                  onBlur={onBlur}
                  minValue={0}
                  isRequired
                  isReadOnly={isReadOnly}
                  errorMessage={errorMessage}
                />
              );
            })}
          </Fieldset>
        ),
      }}
    />
  );
}
