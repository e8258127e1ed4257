import * as v from 'valibot';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { subForm } from '@/features/records/blocks/SubForm';
import { defineSection } from '@/features/records/section';
import { updateMonthlyReportMutation } from '@/generated/api/reports';
import { listMonthlyReportsParams } from '@/generated/list-params/reports';
import { MonthlyReportAnswersMeta, MonthlyReportDetailMeta, MonthlyReportMeta } from '@/generated/meta/reports';
import { monthlyReportApi } from '@/generated/records/reports';

const answerFields = Object.keys(MonthlyReportAnswersMeta.fields);

/**
 * The month's answers on the report's details, saved with PUT as `{ answers }` (section 3): each
 * repeatable part as lines, the statistics as a group; a 400's messages under `answers` show in
 * their cells. The codegen gives no validator for the nested answers, so the server checks them.
 */
const answers = subForm({
  title: 'Beszámoló',
  openLabel: 'Kitöltés',
  submitLabel: 'Mentés',
  toast: 'A mentés sikeres.',
  meta: MonthlyReportAnswersMeta,
  schema: v.looseObject({}),
  fields: answerFields,
  initialValues: (report) => ({ ...Object.fromEntries(answerFields.map((name) => [name, null])), ...(typeof report.answers === 'object' ? report.answers : {}) }),
  mutation: updateMonthlyReportMutation,
  api: monthlyReportApi,
  bodyKey: 'answers',
  alwaysOpen: true,
});

/** Havi beszámolók (sections 3, 7): the list by institution, year and month; each report answered on its details. */
export const monthlyReportsSection = defineSection({
  id: 'monthly-reports',
  title: 'Havi beszámolók',
  recordName: 'Havi beszámoló',
  api: monthlyReportApi,
  list: {
    meta: MonthlyReportMeta,
    columns: ['institution', 'year', 'month', 'state'],
    params: listMonthlyReportsParams,
    filters: ['institution', 'year', 'month'],
  },
  details: {
    title: (report) => `${report.institution.name} – ${report.year}. ${report.month}. hónap`,
    meta: MonthlyReportDetailMeta,
    summary: ['id', 'institution', 'year', 'month', 'state'],
    panels: {},
    blocks: [
      itemsTable({
        field: 'extraordinary_events',
        meta: MonthlyReportDetailMeta,
        columns: ['title', 'date', 'time', 'location', 'state'],
        emptyText: 'Ebben a hónapban nem volt rendkívüli esemény.',
      }),
      answers,
    ],
  },
});
