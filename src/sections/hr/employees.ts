import { employeeTaxNumberCheck } from './checks';
import { personFieldsets } from '@/features/person/fieldsets';
import { defineSection } from '@/features/records/section';
import { EmploymentsEditor } from './sub-records/employments-editor';
import { listEmployeesParams } from '@/generated/list-params/hr';
import { EmployeeInputMeta, EmployeeMeta, EmployeeSummaryMeta, QualificationInputMeta } from '@/generated/meta/hr';
import { employeeApi } from '@/generated/records/hr';
import { EmployeeInputSchema } from '@/generated/validators/hr';

const groups = [
  { title: 'Személyes adatok', fields: ['name', 'birth_name', 'birth_date', 'birth_place', 'mothers_name', 'nationality', 'tax_number', 'email', 'children'] },
  { title: 'Okmányok', fields: ['id_card_number', 'residence_card_number', 'social_security_number'] },
  ...personFieldsets,
  { title: 'Munkábajárás és hazautazás', fields: ['homecoming_type', 'homecoming_cost', 'homecoming_distance', 'car_km_price'] },
  { title: 'Egyéb adatok', fields: ['classification', 'manager', 'lays'] },
  { title: 'Végzettségek', fields: ['qualifications'] },
] as const;

/** Dolgozók (section 2, HR): every field of section 3 in fieldsets; employments are saved by their own call on the details. */
export const employeesSection = defineSection({
  id: 'employees',
  title: 'Dolgozók',
  recordName: 'Dolgozó',
  api: employeeApi,
  list: {
    meta: EmployeeSummaryMeta,
    columns: ['name', 'tax_number', 'birth_date', 'email', 'classification', 'employments'],
    params: listEmployeesParams,
    filters: ['institution'],
  },
  form: {
    meta: EmployeeInputMeta,
    schema: EmployeeInputSchema,
    fields: groups.flatMap((group) => group.fields),
    groups,
    lines: {
      qualifications: { itemMeta: QualificationInputMeta, columns: ['degree', 'institute', 'graduation_date', 'certificate_number'], addLabel: 'Új végzettség' },
    },
    checks: [employeeTaxNumberCheck],
  },
  details: {
    title: (employee) => employee.name,
    summary: ['name', 'tax_number', 'birth_date', 'email', 'classification', 'manager', 'lays', 'permanent_address', 'temporary_address', 'verification_document'],
    meta: EmployeeMeta,
    panels: { attachments: true },
    blocks: [EmploymentsEditor],
  },
});
