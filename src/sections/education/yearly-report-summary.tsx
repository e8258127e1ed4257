import { useSuspenseQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/data-table/DataTable';
import { Page } from '@/components/ui/Page';
import { linkColumn, metaColumns } from '@/features/records/list/columns';
import { FieldList } from '@/features/records/FieldList';
import { getYearlyReportSummaryQuery } from '@/generated/api/reports';
import type { YearlyReportSummaryRow } from '@/generated/models';
import { YearlyReportSummaryMeta, YearlyReportSummaryRowMeta } from '@/generated/meta/reports';
import { recordLink, siteMapPath } from '@/config/site-map';

const TOTALS = ['report_count', 'closed_count', 'teacher_count', 'student_count'] as const;
const fields = YearlyReportSummaryRowMeta.fields;

const columns = [
  linkColumn<YearlyReportSummaryRow>(
    'institution',
    fields.institution.label,
    (row) => recordLink('yearly-reports')(row.report),
    (row) => row.institution.name,
  ),
  ...metaColumns<YearlyReportSummaryRow>(YearlyReportSummaryRowMeta, ['closed', 'teacher_count', 'student_count', 'generated_report']),
];

/** Éves beszámolók összesítője (osszesito.html, `osszegzes/`): the year's totals and every institution's report, each linked. */
export function YearlyReportSummaryScreen() {
  const { data: summary } = useSuspenseQuery(getYearlyReportSummaryQuery());
  return (
    <Page title={`Éves beszámolók összesítője – ${summary.year}`} backTo={siteMapPath('yearly-reports')}>
      <section className="card" aria-label="Összesítés">
        <FieldList value={summary} meta={YearlyReportSummaryMeta} fields={TOTALS} />
      </section>
      <section className="card" aria-label={YearlyReportSummaryMeta.fields.reports.label}>
        <DataTable
          label={YearlyReportSummaryMeta.fields.reports.label}
          rows={summary.reports}
          columns={columns}
          rowId={(row) => String(row.report)}
          emptyText="Ebben az évben még nincs beszámoló."
        />
      </section>
    </Page>
  );
}
