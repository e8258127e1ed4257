import { useState } from 'react';
import { numberMessage, type NumberInput } from '@/components/form/inputs';
import { Fieldset } from '@/components/ui/Fieldset';
import { NumberField } from '@/components/ui/NumberField';
import { useRecordCall } from '@/features/records/actions/use-record-call';
import { QuestionnaireForm } from '@/features/questionnaire/QuestionnaireForm';
import { updateYearlyReportMutation } from '@/generated/api/reports';
import type { CurrentUser, YearlyReportDetail } from '@/generated/models';
import { YearlyReportBaseNumbersMeta } from '@/generated/meta/reports';
import { yearlyReportApi } from '@/generated/records/reports';
import { MESSAGES } from '@/generated/validators/helpers';

type BaseNumbers = { teacher_count: NumberInput; student_count: NumberInput };
// Saving waits for right numbers (fieldErrors), so only a number is ever sent.
const wholeOf = (value: NumberInput) => (typeof value === 'number' ? value : 0);
const NUMBERS = ['teacher_count', 'student_count'] as const;
const PATHS = NUMBERS.map((name) => `base_numbers.${name}`);

/**
 * A yearly report's questionnaire on its details (section 3): the base numbers and each question's
 * answer, saved with PUT; the base numbers' 400 messages stand by their fields. A closed report, or a read-only user, sees the answers without inputs.
 */
export function YearlyReportAnswers({ record, user }: { record: YearlyReportDetail; user: CurrentUser }) {
  const save = useRecordCall(updateYearlyReportMutation(), yearlyReportApi);
  const [numbers, setNumbers] = useState<BaseNumbers>(() => ({ ...record.base_numbers }));
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
      onSave={(answers) =>
        save.send({
          path: { id: record.id },
          body: { base_numbers: { teacher_count: wholeOf(numbers.teacher_count), student_count: wholeOf(numbers.student_count) }, answers },
        })
      }
      fieldPaths={PATHS}
      fieldErrors={Object.fromEntries(
        NUMBERS.flatMap((name) => {
          const message = numbers[name] === null ? MESSAGES.required : numberMessage(numbers[name], { isInteger: true, minValue: 0 });
          return message ? [[`base_numbers.${name}`, message]] : [];
        }),
      )}
      fields={(errors, changed) => (
        <Fieldset label={YearlyReportBaseNumbersMeta.title}>
          {NUMBERS.map((name) => (
            <NumberField
              key={name}
              name={`base_numbers.${name}`}
              label={YearlyReportBaseNumbersMeta.fields[name].label}
              value={numbers[name]}
              onChange={(value) => {
                setNumbers({ ...numbers, [name]: value });
                changed(`base_numbers.${name}`);
              }}
              isInteger
              minValue={0}
              isRequired
              isReadOnly={isReadOnly}
              errorMessage={errors[`base_numbers.${name}`]}
            />
          ))}
        </Fieldset>
      )}
    />
  );
}
