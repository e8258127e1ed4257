import { defineSection } from '@/features/records/section';
import { YearlyReportDetailMeta, YearlyReportMeta } from '@/generated/meta/reports';
import { yearlyReportApi } from '@/generated/records/reports';
import { YearlyReportAnswers } from './yearly-report-answers';

/** Until the report says its year, the screen shows section 9's placeholder (the spec's default, 1970). */
const PLACEHOLDER_YEAR = Number(YearlyReportMeta.fields.year.default);

/**
 * Éves beszámolók (sections 3, 7): the list, and each report's questionnaire answered and saved
 * with PUT (yearly-report-answers.tsx), closed (lezaras/) and its PDF generated (pdf-generalasa/).
 * The summary (osszesito.html) has its own route.
 */
export const yearlyReportsSection = defineSection({
  id: 'yearly-reports',
  title: 'Éves beszámolók',
  recordName: 'Éves beszámoló',
  api: yearlyReportApi,
  list: {
    meta: YearlyReportMeta,
    columns: ['institution', 'year', 'closed', 'generated_report'],
  },
  details: {
    title: (report) => `${report.institution.name} – ${report.year ?? PLACEHOLDER_YEAR}`,
    meta: YearlyReportDetailMeta,
    summary: ['id', 'institution', 'year', 'closed', 'generated_report'],
    panels: {},
    blocks: [YearlyReportAnswers],
  },
});
