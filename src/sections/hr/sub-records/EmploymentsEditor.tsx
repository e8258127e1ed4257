import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LinesCard } from '@/features/records/blocks/LinesCard';
import { getEmployeeQuery, saveEmployeeEmploymentsMutation } from '@/generated/api/hr';
import type { CurrentUser, Employment } from '@/generated/models';
import { EmploymentInputMeta } from '@/generated/meta/hr';
import { EMPLOYMENT_COLUMNS, employmentInputs, employmentRow } from './employment-rows';

export interface EmploymentsEditorProps {
  record: { id: number; employments: readonly Employment[] };
  user: Pick<CurrentUser, 'is_readonly'>;
}

const LABELS = { edit: 'Munkaviszonyok szerkesztése', save: 'Munkaviszonyok mentése', add: 'Új munkaviszony', saved: 'A munkaviszonyok mentése sikeres.' };

/** An employee's employments, saved together on their own (`POST /api/dolgozok/{id}/munkaviszony/`), apart from the employee's 'Szerkesztés'. */
export function EmploymentsEditor({ record, user }: EmploymentsEditorProps) {
  const queryClient = useQueryClient();
  const save = useMutation(saveEmployeeEmploymentsMutation());
  return (
    <LinesCard
      title="Munkaviszonyok"
      id={record.id}
      field="employments"
      itemMeta={EmploymentInputMeta}
      columns={EMPLOYMENT_COLUMNS}
      saved={record.employments}
      toRow={employmentRow}
      toInputs={(rows) => employmentInputs(rows, record.employments)}
      save={async (employments) => {
        const answer = await save.mutateAsync({ path: { id: record.id }, body: { employments } });
        queryClient.setQueryData(getEmployeeQuery({ path: { id: record.id } }).queryKey, (employee) => (employee ? { ...employee, employments: answer } : employee));
        return answer;
      }}
      readOnly={user.is_readonly}
      labels={LABELS}
      minRows={1}
    />
  );
}
