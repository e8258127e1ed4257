import type { QueryClient } from '@tanstack/react-query';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { Page } from '@/components/ui/Page';
import { linkColumn, metaColumns } from '@/features/records/list/columns';
import { MonthList, monthOf, monthSourceQuery, type MonthListSearch } from '@/features/records/list/MonthList';
import type { ListSource } from '@/features/records/list/SearchList';
import type { SearchScreenProps } from '@/features/special-screens/special-screen';
import { exportCommutes, getCommuteHistoryQuery, listCommutesQuery } from '@/generated/api/hr';
import { listCommutesParams } from '@/generated/list-params/hr';
import type { CommuteSummary } from '@/generated/models';
import { CommuteSummaryMeta } from '@/generated/meta/hr';
import { CommuteCsvExport } from './commute-csv';
import { screenHref } from '../screen-addresses';

export const TITLE = 'Munkába járási adatok';

const SOURCE: ListSource<CommuteSummary> = {
  list: listCommutesQuery,
  params: listCommutesParams,
  filters: ['institution', 'type'],
  export: exportCommutes,
  exportFileName: 'munkabajaras.xlsx',
};
export const historyVars = (employmentId: number, search: MonthSearch) => ({ path: { employmentId }, query: monthOf(search) });

export const loadCommuteList = (queryClient: QueryClient, search: MonthListSearch) => queryClient.ensureQueryData(monthSourceQuery(SOURCE, search));
export const loadCommuteHistory = (queryClient: QueryClient, employmentId: number, search: MonthSearch) =>
  queryClient.ensureQueryData(getCommuteHistoryQuery(historyVars(employmentId, search)));

/** Section 2: the month's commuting per employment, stepped month by month; the xlsx export and the CSV export of a period. */
export function CommuteListScreen({ search, onSearchChange }: SearchScreenProps<MonthListSearch>) {
  const columns = [
    linkColumn<CommuteSummary>(
      'user_name',
      'Dolgozó',
      (row) => screenHref('commute-month', { employmentId: row.id }, monthOf(search)),
      (row) => row.user_name,
    ),
    ...metaColumns<CommuteSummary>(CommuteSummaryMeta, ['institution_name', 'sap_code', 'trip_count', 'total_cost', 'exported']),
  ];
  return (
    <Page title={TITLE}>
      <MonthList
        source={SOURCE}
        label={TITLE}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        rowId={(row) => String(row.id)}
        emptyText="Ebben a hónapban nincs munkábajárási adat."
      />
      <CommuteCsvExport institution={search.institution === undefined ? undefined : Number(search.institution)} />
    </Page>
  );
}
