import { linesEditor } from '@/features/records/blocks/LinesCard';
import { getEmployeeQuery, saveEmployeeEmploymentsMutation } from '@/generated/api/hr';
import { EmploymentInputMeta } from '@/generated/meta/hr';
import { EmploymentsSaveSchema } from '@/generated/validators/hr';
import { EMPLOYMENT_COLUMNS, employmentInputs, employmentRow } from './employment-rows';

/** An employee's employments, saved together on their own (`POST /api/dolgozok/{id}/munkaviszony/`), apart from the employee's 'Szerkesztés'. */
export const EmploymentsEditor = linesEditor({
  title: 'Munkaviszonyok',
  field: 'employments',
  itemMeta: EmploymentInputMeta,
  columns: EMPLOYMENT_COLUMNS,
  toRow: employmentRow,
  toInputs: employmentInputs,
  save: saveEmployeeEmploymentsMutation,
  body: (employments) => ({ employments }),
  api: { get: getEmployeeQuery },
  labels: { edit: 'Munkaviszonyok szerkesztése', save: 'Munkaviszonyok mentése', add: 'Új munkaviszony', saved: 'A munkaviszonyok mentése sikeres.' },
  minRows: 1,
  schema: EmploymentsSaveSchema,
});
