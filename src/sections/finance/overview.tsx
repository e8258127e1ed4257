import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ComboBox } from '@/components/ui/ComboBox';
import { Page } from '@/components/ui/Page';
import { RecordForm } from '@/features/records/form/RecordForm';
import { getFinancialOverviewQuery, listFinancialOverviewInstitutionsQuery, uploadPeriodicReportMutation } from '@/generated/api/finance';
import type { FinancialEntryGroup, FinancialOverview } from '@/generated/models';
import { NewPeriodicReportMeta, PeriodicReportMeta } from '@/generated/meta/finance';
import { NewPeriodicReportSchema } from '@/generated/validators/finance';
import { displayValue } from '@/features/records/display';
import { formatMoney } from '@/lib/format';
import { failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import '@/features/records/blocks/blocks.css';

const MONTHS = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];

/** One entry group as a table: planned, used, remaining, committed and invoiced per entry, and a bar of the used share. */
function EntryGroup({ group, committed }: { group: FinancialEntryGroup; committed: FinancialOverview['commitment_values'] }) {
  return (
    <section className="card" aria-label={group.name} style={{ minWidth: 0, maxWidth: '100%' }}>
      <h2>{group.name}</h2>
      {/* Positioned, so the visually hidden texts inside scroll with the table instead of widening the page. */}
      <div className="data-table__scroll" tabIndex={0} style={{ position: 'relative' }}>
        <table className="data-table">
          <caption className="visually-hidden">{group.name}</caption>
          <thead>
            <tr>
              <th scope="col">Tétel</th>
              <th scope="col">Tervezett összeg</th>
              <th scope="col">Felhasznált összeg</th>
              <th scope="col">Fennmaradó összeg</th>
              <th scope="col">Vállalt összeg</th>
              <th scope="col">Számlázott összeg</th>
              <th scope="col">Felhasználás</th>
            </tr>
          </thead>
          <tbody>
            {group.entries.map((entry) => {
              const value = committed.find((item) => item.financial_entry === entry.id);
              const share = entry.planned > 0 ? Math.min(entry.used / entry.planned, 1) : 0;
              return (
                <tr key={entry.id}>
                  <th scope="row">{`${entry.code} – ${entry.name}`}</th>
                  <td>{formatMoney(entry.planned)}</td>
                  <td>{formatMoney(entry.used)}</td>
                  <td>{formatMoney(entry.remaining)}</td>
                  <td>{formatMoney(value?.committed ?? 0)}</td>
                  <td>{formatMoney(value?.invoiced ?? 0)}</td>
                  <td>
                    <span className="amounts__bar" aria-hidden="true">
                      <span className={`amounts__fill${entry.used > entry.planned ? ' amounts__fill--2' : ''}`} style={{ width: `${share * 100}%` }} />
                    </span>
                    <span className="visually-hidden">{`${Math.round(share * 100)}%`}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * Pénzügyi áttekintő (attekinto.html): an institution chosen from `attekinto/intezmenyek/` (none: the
 * user's own), its entry groups with the committed values per entry, its periodic reports, and uploading one.
 */
export function FinancialOverviewScreen() {
  const [institution, setInstitution] = useState<string | null>(null);
  const institutions = useSuspenseQuery(listFinancialOverviewInstitutionsQuery()).data;
  const query = institution ? { institution: Number(institution) } : {};
  const overview = useQuery(getFinancialOverviewQuery({ query }));
  const upload = useMutation(uploadPeriodicReportMutation());
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
      {overview.data?.entry_groups.map((group) => (
        <EntryGroup key={group.id} group={group} committed={overview.data.commitment_values} />
      ))}
      <section className="card" aria-label="Időszaki jelentések">
        <h2>Időszaki jelentések</h2>
        {reports.length === 0 ? (
          <p>Nincs feltöltött időszaki jelentés.</p>
        ) : (
          <ul className="plain-list">
            {reports.map((report) => (
              <li key={report.id}>
                <strong>{`${report.year}. ${MONTHS[report.month - 1] ?? report.month}`}</strong> – {report.institution.name} –{' '}
                {displayValue(report.file, { ...PeriodicReportMeta.fields.file, format: 'uri-reference' }, 'file')} ({report.uploaded_by ?? '–'},{' '}
                {displayValue(report.uploaded_at, PeriodicReportMeta.fields.uploaded_at, 'uploaded_at')})
              </li>
            ))}
          </ul>
        )}
        <h3>Új időszaki jelentés feltöltése</h3>
        <RecordForm
          meta={NewPeriodicReportMeta}
          schema={NewPeriodicReportSchema}
          fields={['institution', 'year', 'month', 'file']}
          initialValues={{ institution: institution ? Number(institution) : null, year: NewPeriodicReportMeta.fields.year.default, month: null, file: null }}
          submitLabel="Feltöltés"
          isPending={upload.isPending}
          onSubmit={async (body) => {
            await upload.mutateAsync({ body });
            toast.success('Az időszaki jelentés feltöltve.');
          }}
        />
      </section>
    </Page>
  );
}
