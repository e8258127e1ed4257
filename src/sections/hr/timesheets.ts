import type { QueryClient } from '@tanstack/react-query';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { column, linkColumn } from '@/features/records/list/columns';
import { monthListScreen } from '@/features/records/list/list-screen';
import { monthOf } from '@/features/records/list/MonthList';
import { getTimesheetQuery, listTimesheetsQuery } from '@/generated/api/hr';
import { listTimesheetsParams } from '@/generated/list-params/hr';
import type { TimesheetEmployee, TimesheetEntry } from '@/generated/models';
import { formatNumber } from '@/lib/format';
import { routeHref } from '@/lib/route-href';

export const TITLE = 'Munkaidő-nyilvántartás';

export const detailVars = (userId: number, search: MonthSearch) => ({ path: { userId }, query: monthOf(search) });

export const loadTimesheet = (queryClient: QueryClient, userId: number, search: MonthSearch) =>
  queryClient.ensureQueryData(getTimesheetQuery(detailVars(userId, search)));

/** Hours between the start and the end of the closed entries. */
export function workedHours(entries: readonly TimesheetEntry[]): number {
  const ms = entries.reduce((sum, e) => (e.end_date ? sum + (Date.parse(e.end_date) - Date.parse(e.start_date)) : sum), 0);
  return ms / 3_600_000;
}

/** `/hr/munkaido-nyilvantartas/lista.html` (section 2): the month's timesheets per employee, stepped month by month, searched and filtered by institution. */
export const timesheetList = monthListScreen<TimesheetEmployee>({
  title: TITLE,
  source: { list: listTimesheetsQuery, params: listTimesheetsParams, filters: ['institution'] },
  columns: (search) => [
    linkColumn<TimesheetEmployee>(
      'name',
      'Dolgozó',
      (row) => routeHref({ to: '/hr/munkaido-nyilvantartas/{$userId}.html', params: { userId: row.id }, search: monthOf(search) }),
      (row) => row.name,
    ),
    column<TimesheetEmployee>('entries', 'Bejegyzések', (row) => row.timesheet_entries.length),
    column<TimesheetEmployee>('hours', 'Ledolgozott órák', (row) => formatNumber(workedHours(row.timesheet_entries), 1)),
    column<TimesheetEmployee>('open', 'Folyamatban', (row) => (row.timesheet_entries.some((e) => e.end_date === null) ? 'Igen' : 'Nem')),
  ],
  emptyText: 'Ebben a hónapban nincs bejegyzés.',
});
