import type { QueryClient } from '@tanstack/react-query';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { linkColumn, metaColumns } from '@/features/records/list/columns';
import { monthListScreen } from '@/features/records/list/list-screen';
import { monthOf } from '@/features/records/list/MonthList';
import { exportCommutes, getCommuteHistoryQuery, listCommutesQuery } from '@/generated/api/hr';
import { listCommutesParams } from '@/generated/list-params/hr';
import type { CommuteSummary } from '@/generated/models';
import { CommuteSummaryMeta } from '@/generated/meta/hr';
import { CommuteCsvExport } from './commute-csv';
import { routeHref } from '@/lib/route-href';

export const TITLE = 'Munkába járási adatok';

export const historyVars = (employmentId: number, search: MonthSearch) => ({ path: { employmentId }, query: monthOf(search) });

export const loadCommuteHistory = (queryClient: QueryClient, employmentId: number, search: MonthSearch) =>
  queryClient.ensureQueryData(getCommuteHistoryQuery(historyVars(employmentId, search)));

/** `/hr/munkabajaras/lista.html` (section 7): the month's commuting per employment, stepped month by month; the xlsx export and the CSV export of a period. */
export const commuteList = monthListScreen<CommuteSummary>({
  title: TITLE,
  source: { list: listCommutesQuery, params: listCommutesParams, filters: ['institution', 'type'], export: exportCommutes, exportFileName: 'munkabajaras.xlsx' },
  columns: (search) => [
    linkColumn<CommuteSummary>(
      'user_name',
      'Dolgozó',
      (row) => routeHref({ to: '/hr/munkabajaras/{$employmentId}.html', params: { employmentId: row.id }, search: monthOf(search) }),
      (row) => row.user_name,
    ),
    ...metaColumns<CommuteSummary>(CommuteSummaryMeta, ['institution_name', 'sap_code', 'trip_count', 'total_cost', 'exported']),
  ],
  emptyText: 'Ebben a hónapban nincs munkábajárási adat.',
  After: CommuteCsvExport,
});
