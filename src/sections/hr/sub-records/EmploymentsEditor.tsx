import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import { getEmployeeQuery, saveEmployeeEmploymentsMutation } from '@/generated/api/hr';
import type { CurrentUser, Employment } from '@/generated/models';
import { EmploymentInputMeta } from '@/generated/meta/hr';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { formValues } from '@/features/records/section';
import { LineEditor } from '@/features/records/lines/LineEditor';
import { ReadLines } from '@/features/records/screens/ReadView';
import { errorsAfterChange, errorsUnder, type LineErrors, type LineRow } from '@/features/records/lines/lines';
import { EMPLOYMENT_COLUMNS, employmentInputs, employmentRow } from './employment-rows';
import '@/features/records/blocks/SubForm.css';

export interface EmploymentsEditorProps {
  record: { id: number; employments: readonly Employment[] };
  user: Pick<CurrentUser, 'is_readonly'>;
}

const newEmployment = () => formValues({ meta: EmploymentInputMeta, fields: EMPLOYMENT_COLUMNS });

/**
 * An employee's employments, read as a table; 'Munkaviszonyok szerkesztése' opens them as lines saved
 * together on their own (`POST /api/dolgozok/{id}/munkaviszony/`), apart from the employee's 'Szerkesztés'.
 * A rejected save keeps its messages per employment by index (section 8) and keeps every line as typed.
 */
export function EmploymentsEditor({ record, user }: EmploymentsEditorProps) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<LineRow[]>(() => record.employments.map(employmentRow));
  const [errors, setErrors] = useState<LineErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  // Once a save was tried, a new employment's messages show before each cell is visited (section 5).
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation(saveEmployeeEmploymentsMutation());
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    setRows(record.employments.map(employmentRow));
    setErrors({});
    setGeneral([]);
    setSubmitted(false);
  };

  const change = (next: LineRow[]) => {
    setErrors(errorsAfterChange(errors, rows, next));
    setRows(next);
  };

  const submit = () => {
    if (save.isPending) return;
    setSubmitted(true);
    const checked = employmentInputs(rows, record.employments);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setGeneral([]);
    save.mutate(
      { path: { id: record.id }, body: { employments: checked.inputs } },
      {
        onSuccess: (employments) => {
          queryClient.setQueryData(getEmployeeQuery({ path: { id: record.id } }).queryKey, (employee) => (employee ? { ...employee, employments } : employee));
          setRows(employments.map(employmentRow));
          setErrors({});
          setSubmitted(false);
          setEditing(false);
          toast.success('A munkaviszonyok mentése sikeres.');
        },
        onError: (error) => {
          const all = errorsFromFailure(error, 'A mentés nem sikerült. Kérjük, próbálja újra később.');
          setErrors(errorsUnder(all, 'employments'));
          setGeneral(
            Object.entries(all)
              .filter(([key]) => key !== 'employments' && !key.startsWith('employments.'))
              .map(([, message]) => message),
          );
        },
      },
    );
  };

  return (
    <section className="card sub-record" aria-labelledby={`employments-${record.id}`}>
      <h2 id={`employments-${record.id}`}>Munkaviszonyok</h2>
      {editing ? (
        <>
          <FormErrors messages={general} />
          <LineEditor
            label="Munkaviszonyok"
            itemMeta={EmploymentInputMeta}
            columns={EMPLOYMENT_COLUMNS}
            value={rows}
            onChange={change}
            errors={errors}
            isSubmitted={submitted}
            newRow={newEmployment}
            minRows={1}
            addLabel="Új munkaviszony"
          />
          <div className="sub-record__actions">
            <Button onPress={submit} isPending={save.isPending}>
              Munkaviszonyok mentése
            </Button>
            <Button variant="secondary" onPress={close}>
              Mégse
            </Button>
          </div>
        </>
      ) : (
        <>
          <ReadLines label="Munkaviszonyok" rows={rows} itemMeta={EmploymentInputMeta} columns={EMPLOYMENT_COLUMNS} />
          {user.is_readonly ? null : (
            <div className="sub-record__actions">
              <Button variant="secondary" onPress={() => setEditing(true)}>
                Munkaviszonyok szerkesztése
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
