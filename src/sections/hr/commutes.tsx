import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { MonthStepper } from '@/components/month-stepper/MonthStepper';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { monthFromSearch, monthQuery } from '@/components/month-stepper/month';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { DetailValue } from '@/features/records/display';
import type { ListSearch } from '@/features/records/list/list-search';
import { SearchList, sourceQuery, type ListSource } from '@/features/records/list/SearchList';
import type { SearchScreenProps } from '@/features/special-screens/special-screen';
import { exportCommutes, getCommuteHistoryQuery, listCommutesQuery } from '@/generated/api/hr';
import { listCommutesParams } from '@/generated/list-params/hr';
import type { CommuteSummary } from '@/generated/models';
import { CommuteSummaryMeta } from '@/generated/meta/hr';
import { CommuteCsvExport } from './commute-csv';
import { screenHref } from '../screen-addresses';

export const TITLE = 'Munkába járási adatok';

/** The list's URL state (section 7): the month, left out when current, the search, the filters and the page. */
export type CommuteListSearch = MonthSearch & ListSearch;

const SOURCE: ListSource<CommuteSummary> = {
  list: listCommutesQuery,
  params: listCommutesParams,
  filters: ['institution', 'type'],
  export: exportCommutes,
  exportFileName: 'munkabajaras.xlsx',
};
const monthOf = (search: MonthSearch) => monthQuery(monthFromSearch(search));
export const historyVars = (employmentId: number, search: MonthSearch) => ({ path: { employmentId }, query: monthOf(search) });

export const loadCommuteList = (queryClient: QueryClient, search: CommuteListSearch) =>
  queryClient.ensureQueryData(sourceQuery(SOURCE, search, { ...monthOf(search) }));
export const loadCommuteHistory = (queryClient: QueryClient, employmentId: number, search: MonthSearch) =>
  queryClient.ensureQueryData(getCommuteHistoryQuery(historyVars(employmentId, search)));

/** The month shown, as the commute screens' addresses carry it (the current year or month left out). */
export const monthSearch = (search: MonthSearch) => monthOf(search);

const SUMMARY_COLUMNS = ['institution_name', 'sap_code', 'trip_count', 'total_cost', 'exported'] as const;

/** Section 2: the month's commuting per employment, stepped month by month; the xlsx export and the CSV export of a period. */
export function CommuteListScreen({ search, onSearchChange }: SearchScreenProps<CommuteListSearch>) {
  const month = monthFromSearch(search);
  const columns: ColumnDef<CommuteSummary>[] = [
    {
      id: 'user_name',
      header: 'Dolgozó',
      cell: ({ row }) => <Link href={screenHref('commute-month', { employmentId: row.original.id }, monthSearch(search))}>{row.original.user_name}</Link>,
    },
    ...SUMMARY_COLUMNS.map((name): ColumnDef<CommuteSummary> => ({
      id: name,
      header: CommuteSummaryMeta.fields[name].label,
      cell: ({ row }) => <DetailValue value={row.original[name]} meta={CommuteSummaryMeta.fields[name]} name={name} />,
    })),
  ];
  return (
    <Page title={TITLE}>
      <SearchList
        source={SOURCE}
        label={TITLE}
        search={search}
        onSearchChange={onSearchChange}
        extraQuery={{ ...monthQuery(month) }}
        columns={columns}
        rowId={(row) => String(row.id)}
        emptyText="Ebben a hónapban nincs munkábajárási adat."
      >
        <MonthStepper value={month} onChange={(next) => onSearchChange({ ...search, page: undefined, year: undefined, month: undefined, ...monthQuery(next) })} />
      </SearchList>
      <CommuteCsvExport institution={search.institution === undefined ? undefined : Number(search.institution)} />
    </Page>
  );
}
