import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Form, Input, Label, SearchField } from 'react-aria-components';
import { DataTable } from '@/components/data-table/DataTable';
import { MonthStepper } from '@/components/month-stepper/MonthStepper';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { monthFromSearch, monthQuery } from '@/components/month-stepper/month';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ComboBox } from '@/components/ui/ComboBox';
import { DatePicker } from '@/components/ui/DatePicker';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { DetailValue } from '@/features/records/display';
import { RecordForm } from '@/features/records/form/RecordForm';
import type { LinesDeclaration } from '@/features/records/lines/lines';
import { useLookupOptions } from '@/features/records/form/lookups';
import { formValues } from '@/features/records/section';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import {
  deleteCommuteMonthExportMutation,
  exportCommuteMonthMutation,
  exportCommutes,
  exportCommutesCsv,
  getCommuteHistoryQuery,
  listCommutesQuery,
  updateCommuteHistoryMutation,
} from '@/generated/api/hr';
import type { CommuteHistory, CommuteHistoryInput, CommuteInfo, CommuteSummary } from '@/generated/models';
import { CommuteHistoryInputMeta, CommuteHistoryMeta, CommuteRecordMeta, CommuteSummaryMeta, MonthlyPassValidityMeta } from '@/generated/meta/hr';
import { CommuteHistoryInputSchema } from '@/generated/validators/hr';
import { saveFile } from '@/lib/download';
import { formatDateTime, formatNumber } from '@/lib/format';
import { pageQuery, SearchPagination, type PagedSearch } from '@/components/data-table/SearchPagination';
import { failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';

const BASE = '/hr/munkabajaras';
const TITLE = 'Munkába járási adatok';
const COMMUTE_TYPES = CommuteSummaryMeta.fields.commute_infos.items?.fields.type?.enumLabels ?? {};

/** The list's URL state (section 7): the month, left out when current, the institution, the type, the search and the page. */
export interface CommuteListSearch extends MonthSearch, PagedSearch {
  institution?: number;
  type?: 'car' | 'public_transport' | 'monthly_pass';
  q?: string;
}

const listQuery = (search: CommuteListSearch) => ({
  ...monthQuery(monthFromSearch(search)),
  institution: search.institution,
  type: search.type,
  q: search.q || undefined,
  ...pageQuery(search),
});
const historyVars = (employmentId: number, search: MonthSearch) => ({ path: { employmentId }, query: monthQuery(monthFromSearch(search)) });

export const loadCommuteList = (queryClient: QueryClient, search: CommuteListSearch) => queryClient.ensureQueryData(listCommutesQuery({ query: listQuery(search) }));
export const loadCommuteHistory = (queryClient: QueryClient, employmentId: number, search: MonthSearch) =>
  queryClient.ensureQueryData(getCommuteHistoryQuery(historyVars(employmentId, search)));

const withMonth = (href: string, search: MonthSearch) => {
  const params = new URLSearchParams(Object.entries(monthQuery(monthFromSearch(search))).map(([k, v]) => [k, String(v)]));
  return params.size ? `${href}?${params}` : href;
};

const SUMMARY_COLUMNS = ['institution_name', 'sap_code', 'trip_count', 'total_cost', 'exported'] as const;

/** Section 2: the month's commuting per employment, stepped month by month; the xlsx export and the CSV export of a period. */
export function CommuteListScreen({ search, onSearchChange }: { search: CommuteListSearch; onSearchChange: (next: CommuteListSearch) => void }) {
  const month = monthFromSearch(search);
  const query = listQuery(search);
  const list = useQuery({ ...listCommutesQuery({ query }), placeholderData: (previous) => previous });
  const institutions = useLookupOptions({ source: 'institutions' });
  const [period, setPeriod] = useState<{ start: string | null; end: string | null }>({ start: null, end: null });
  const change = (next: Partial<CommuteListSearch>) => onSearchChange({ ...search, page: undefined, ...next });
  const xlsx = useMutation({
    mutationFn: () => {
      const { page: _page, limit: _limit, ...filters } = query;
      return exportCommutes({ query: filters });
    },
    onSuccess: (file) => saveFile(file, 'munkabajaras.xlsx'),
    onError: (failure) => toast.error(failureText(failure, 'Az exportálás nem sikerült.')),
  });
  const csv = useMutation({
    mutationFn: () => exportCommutesCsv({ query: { institution: search.institution, start_date: period.start ?? '', end_date: period.end ?? '' } }),
    onSuccess: (file) => saveFile(file, 'munkabajaras.csv'),
    onError: (failure) => toast.error(failureText(failure, 'Az exportálás nem sikerült.')),
  });
  const columns: ColumnDef<CommuteSummary>[] = [
    { id: 'user_name', header: 'Dolgozó', cell: ({ row }) => <Link href={withMonth(`${BASE}/${row.original.id}.html`, search)}>{row.original.user_name}</Link> },
    ...SUMMARY_COLUMNS.map((name): ColumnDef<CommuteSummary> => ({
      id: name,
      header: CommuteSummaryMeta.fields[name].label,
      cell: ({ row }) => <DetailValue value={row.original[name]} meta={CommuteSummaryMeta.fields[name]} name={name} />,
    })),
  ];
  return (
    <Page
      title={TITLE}
      actions={
        <Button variant="secondary" isPending={xlsx.isPending} onPress={() => xlsx.mutate()}>
          Exportálás (xlsx)
        </Button>
      }
    >
      <MonthStepper value={month} onChange={(next) => change({ year: undefined, month: undefined, ...monthQuery(next) })} />
      <div className="list-toolbar">
        <Form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const text = new FormData(event.currentTarget).get('q');
            change({ q: typeof text === 'string' && text ? text : undefined });
          }}
        >
          <SearchField name="q" defaultValue={search.q ?? ''} aria-label="Keresés">
            <Input placeholder="Keresés" className="input" />
          </SearchField>
        </Form>
        <ComboBox
          label="Intézmény"
          options={institutions.options}
          isLoading={institutions.isLoading}
          value={search.institution === undefined ? null : String(search.institution)}
          onChange={(id) => change({ institution: id === null ? undefined : Number(id) })}
        />
        <ComboBox
          label="Típus"
          options={Object.entries(COMMUTE_TYPES).map(([id, label]) => ({ id, label }))}
          value={search.type ?? null}
          onChange={(id) => change({ type: id === null ? undefined : (id as CommuteListSearch['type']) })}
        />
      </div>
      <DataTable
        label={TITLE}
        rows={list.data?.data ?? []}
        columns={columns}
        rowId={(row) => String(row.id)}
        sorting={[]}
        onSortingChange={() => undefined}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        emptyText="Ebben a hónapban nincs munkábajárási adat."
      />
      <SearchPagination search={search} total={list.data?.total ?? 0} onSearchChange={onSearchChange} />
      <section className="card" aria-labelledby="commute-csv">
        <h2 id="commute-csv">CSV export időszakra</h2>
        <Label>Az intézmény a fenti szűrőé.</Label>
        <div className="list-toolbar">
          <DatePicker label="Időszak kezdete" value={period.start} onChange={(start) => setPeriod((p) => ({ ...p, start }))} isRequired />
          <DatePicker label="Időszak vége" value={period.end} onChange={(end) => setPeriod((p) => ({ ...p, end }))} isRequired />
          <Button variant="secondary" isDisabled={!period.start || !period.end} isPending={csv.isPending} onPress={() => csv.mutate()}>
            Exportálás (CSV)
          </Button>
        </div>
      </section>
    </Page>
  );
}

const FORM = { meta: CommuteHistoryInputMeta, fields: ['records', 'monthly_pass_validities', 'homecoming'] as const };

/**
 * A commute info as a user tells it apart: its type, the institution (given when the employment's
 * infos span several), distance, monthly cost and SAP code ('Bérlet, 8 950 Ft/hó, BKV-BERLET').
 */
export function commuteInfoLabel(info: CommuteInfo, institution?: string): string {
  const distance = info.mileage_towards == null ? null : `${formatNumber(info.mileage_towards)} Km`;
  const cost = info.monthly_cost == null ? null : `${formatNumber(info.monthly_cost)} Ft/hó`;
  return [COMMUTE_TYPES[info.type] ?? info.type, institution, distance, cost, info.sap_code].filter(Boolean).join(', ');
}

/** The commute infos a monthly pass may be on: the monthly-pass ones, and any a saved pass is on. */
function passInfos(history: CommuteHistory): CommuteInfo[] {
  const saved = new Set(history.monthly_pass_validities.map((validity) => validity.commute_info));
  return history.infos.filter((info) => info.type === 'monthly_pass' || saved.has(info.id));
}

/** Without a monthly-pass commute info there is no pass to record: the passes' lines are not shown. */
export const monthlyPassGate = (history: CommuteHistory) => ({ hidden: passInfos(history).length === 0 });

/**
 * The commute-info choosers of the month's lines, from the employment's own commute infos: a trip
 * chooses among them when there are several (one, or several when the employment allows that per
 * trip); a monthly pass chooses among the monthly-pass infos (and keeps one it was saved with), and
 * the passes are not offered when the employment has none.
 */
export function commuteLines(history: CommuteHistory, institutionName: (id: number) => string | undefined): Record<string, LinesDeclaration> {
  const severalInstitutions = new Set(history.infos.map((info) => info.institution)).size > 1;
  const option = (info: CommuteInfo) => ({
    id: String(info.id),
    label: commuteInfoLabel(info, severalInstitutions ? (institutionName(info.institution) ?? `#${info.institution}`) : undefined),
  });
  const passes = passInfos(history);
  const several = history.infos.length > 1;
  return {
    records: {
      itemMeta: CommuteRecordMeta,
      columns: several ? ['date', 'commute_infos', 'towards', 'backwards', 'cost'] : ['date', 'towards', 'backwards', 'cost'],
      addLabel: 'Új utazás',
      // A new trip uses the employment's first commute info, both ways.
      newRow: () => ({ date: null, towards: true, backwards: true, commute_infos: history.infos[0] ? [history.infos[0].id] : [] }),
      choices: several ? { commute_infos: { options: history.infos.map(option), single: !history.employment.multiple_commute_infos_per_trip } } : undefined,
    },
    monthly_pass_validities: {
      itemMeta: MonthlyPassValidityMeta,
      columns: ['commute_info', 'start_date', 'end_date'],
      addLabel: 'Új bérlet',
      choices: { commute_info: { options: passes.map(option) } },
      gate: () => monthlyPassGate(history),
    },
  };
}
const infosTable = itemsTable({
  field: 'infos',
  meta: CommuteHistoryMeta,
  columns: ['institution', 'type', 'mileage_towards', 'mileage_backwards', 'monthly_cost', 'sap_code'],
  emptyText: 'Nincs munkábajárási adat.',
});

/** Section 2: one employment's commuting in a month (trips, monthly passes, homecoming), saved with PUT; the month's export made or deleted. */
export function CommuteHistoryScreen({
  employmentId,
  search,
  onSearchChange,
}: {
  employmentId: number;
  search: MonthSearch;
  onSearchChange: (next: MonthSearch) => void;
}) {
  const month = monthFromSearch(search);
  const vars = historyVars(employmentId, search);
  const history = useQuery({ ...getCommuteHistoryQuery(vars), placeholderData: (previous) => previous });
  const user = useQuery(getCurrentUserQuery());
  const institutions = useLookupOptions({ source: 'institutions' });
  const institutionName = (id: number) => institutions.options.find((option) => option.id === String(id))?.label;
  const update = useMutation(updateCommuteHistoryMutation());
  const makeExport = useMutation(exportCommuteMonthMutation());
  const dropExport = useMutation(deleteCommuteMonthExportMutation());
  const data = history.data;
  const readOnly = Boolean(user.data?.is_readonly);
  const exported = data?.export ?? null;
  const title = data ? `${TITLE}: ${data.employment.user_name}, ${data.employment.institution_name}` : TITLE;

  return (
    <Page
      title={title}
      backTo={withMonth(`${BASE}/lista.html`, search)}
      actions={
        readOnly || !data ? null : exported ? (
          <Button
            variant="danger"
            isPending={dropExport.isPending}
            onPress={() =>
              dropExport.mutate(vars, {
                onSuccess: () => toast.success('A havi export törölve.'),
                onError: (failure) => toast.error(failureText(failure, 'A törlés nem sikerült.')),
              })
            }
          >
            Havi export törlése
          </Button>
        ) : (
          <Button
            variant="primary"
            isPending={makeExport.isPending}
            onPress={() =>
              makeExport.mutate(vars, {
                onSuccess: () => toast.success('A hónap exportálva.'),
                onError: (failure) => toast.error(failureText(failure, 'Az exportálás nem sikerült.')),
              })
            }
          >
            Havi export
          </Button>
        )
      }
    >
      <MonthStepper value={month} onChange={(next) => onSearchChange(monthQuery(next))} />
      {history.isError ? <Alert tone="error">A munkábajárási adatok betöltése nem sikerült.</Alert> : null}
      {data ? (
        <>
          {exported ? (
            <Alert tone="info">
              A hónap exportálva: {formatDateTime(exported.created_at)}, {exported.created_by}. Az utazások az export törléséig nem módosíthatók.
            </Alert>
          ) : null}
          {infosTable({ record: data })}
          <section className="card" aria-labelledby="commute-edit">
            <h2 id="commute-edit">Havi nyilvántartás</h2>
            <RecordForm
              key={`${month.year}-${month.month}`}
              meta={FORM.meta}
              schema={CommuteHistoryInputSchema}
              fields={FORM.fields}
              initialValues={formValues(FORM, data)}
              lines={commuteLines(data, institutionName)}
              submitLabel="Mentés"
              isReadOnly={readOnly || exported !== null}
              isPending={update.isPending}
              onSubmit={async (body) => {
                // RecordForm hands over the body only once it passed CommuteHistoryInputSchema.
                await update.mutateAsync({ ...vars, body: body as CommuteHistoryInput });
                toast.success('A mentés sikeres.');
              }}
            />
          </section>
        </>
      ) : null}
    </Page>
  );
}
