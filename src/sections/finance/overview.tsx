import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ComboBox } from '@/components/ui/ComboBox';
import { ListCard } from '@/components/ui/ListCard';
import { Page } from '@/components/ui/Page';
import { amountColumns, AmountsTable } from '@/features/records/blocks/AmountsTable';
import { CallForm } from '@/features/records/blocks/CardForm';
import { getFinancialOverviewQuery, listFinancialOverviewInstitutionsQuery, uploadPeriodicReportMutation } from '@/generated/api/finance';
import type { FinancialEntryGroup } from '@/generated/models';
import { CommitmentValueMeta, FinancialOverviewEntryMeta, NewPeriodicReportMeta, PeriodicReportMeta } from '@/generated/meta/finance';
import { NewPeriodicReportSchema } from '@/generated/validators/finance';
import { displayValue } from '@/features/records/display';
import { yearMonthTitle } from '@/lib/format';
import { failureText } from '@/lib/server-messages';

type Entry = FinancialEntryGroup['entries'][number];

/**
 * Pénzügyi áttekintő (attekinto.html): an institution chosen from `attekinto/intezmenyek/` (none: the
 * user's own), its entry groups with the committed values per entry, its periodic reports, and uploading one.
 */
export function FinancialOverviewScreen() {
  const [institution, setInstitution] = useState<string | null>(null);
  const institutions = useSuspenseQuery(listFinancialOverviewInstitutionsQuery()).data;
  const query = institution ? { institution: Number(institution) } : {};
  const overview = useQuery(getFinancialOverviewQuery({ query }));
  const reports = overview.data?.periodic_reports ?? [];
  return (
    <Page title="Pénzügyi áttekintő">
      <section className="card" aria-label="Intézmény választása">
        <ComboBox
          label="Intézmény"
          description="Üresen a saját intézménye adatai látszanak."
          options={institutions.map((item) => ({ id: String(item.id), label: item.name }))}
          value={institution}
          onChange={setInstitution}
        />
      </section>
      {overview.isPending && <p role="status">Betöltés…</p>}
      {overview.isError && <p role="alert">{failureText(overview.error, 'Az áttekintő betöltése nem sikerült.')}</p>}
      {overview.data?.entry_groups.map((group) => {
        const committed = (entry: Entry) => overview.data.commitment_values.find((item) => item.financial_entry === entry.id);
        const columns = [
          ...amountColumns(FinancialOverviewEntryMeta, ['planned', 'used', 'remaining'], (entry: Entry) => entry),
          ...amountColumns(CommitmentValueMeta, ['committed', 'invoiced'], committed),
        ];
        return (
          <AmountsTable
            key={group.id}
            title={group.name}
            rows={group.entries}
            rowKey={(entry) => entry.id}
            label={{ header: 'Tétel', text: (entry) => `${entry.code} – ${entry.name}` }}
            columns={columns}
            usage={{ header: 'Felhasználás', used: (entry) => entry.used, planned: (entry) => entry.planned }}
          />
        );
      })}
      <ListCard
        title="Időszaki jelentések"
        items={reports}
        itemKey={(report) => report.id}
        item={(report) => (
          <>
            <strong>{yearMonthTitle(report.year, report.month)}</strong> – {report.institution.name} –{' '}
            {displayValue(report.file, { ...PeriodicReportMeta.fields.file, format: 'uri-reference' }, 'file')} ({report.uploaded_by ?? '–'},{' '}
            {displayValue(report.uploaded_at, PeriodicReportMeta.fields.uploaded_at, 'uploaded_at')})
          </>
        )}
        emptyText="Nincs feltöltött időszaki jelentés."
      >
        <h3>Új időszaki jelentés feltöltése</h3>
        <CallForm
          meta={NewPeriodicReportMeta}
          schema={NewPeriodicReportSchema}
          fields={['institution', 'year', 'month', 'file']}
          initialValues={{ institution: institution ? Number(institution) : null, year: NewPeriodicReportMeta.fields.year.default, month: null, file: null }}
          submitLabel="Feltöltés"
          mutation={uploadPeriodicReportMutation()}
          variables={(body) => ({ body })}
          savedText="Az időszaki jelentés feltöltve."
        />
      </ListCard>
    </Page>
  );
}
