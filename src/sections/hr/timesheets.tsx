import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { MonthStepper } from '@/components/month-stepper/MonthStepper';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { monthFromSearch, monthQuery } from '@/components/month-stepper/month';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import type { ListSearch } from '@/features/records/list/list-search';
import { SearchList, sourceQuery, type ListSource } from '@/features/records/list/SearchList';
import type { SearchScreenProps } from '@/features/special-screens/special-screen';
import { getTimesheetQuery, listTimesheetsQuery } from '@/generated/api/hr';
import { listTimesheetsParams } from '@/generated/list-params/hr';
import type { TimesheetEmployee, TimesheetEntry } from '@/generated/models';
import { formatNumber } from '@/lib/format';
import { screenHref } from '../screen-addresses';

export const TITLE = 'Munkaidő-nyilvántartás';

/** The list's URL state: the month (left out when current, section 7), the search, the institution and the page. */
export type TimesheetListSearch = MonthSearch & ListSearch;

const SOURCE: ListSource<TimesheetEmployee> = { list: listTimesheetsQuery, params: listTimesheetsParams, filters: ['institution'] };
export const detailVars = (userId: number, search: MonthSearch) => ({ path: { userId }, query: monthQuery(monthFromSearch(search)) });

export const loadTimesheetList = (queryClient: QueryClient, search: TimesheetListSearch) =>
  queryClient.ensureQueryData(sourceQuery(SOURCE, search, { ...monthQuery(monthFromSearch(search)) }));
export const loadTimesheet = (queryClient: QueryClient, userId: number, search: MonthSearch) =>
  queryClient.ensureQueryData(getTimesheetQuery(detailVars(userId, search)));

/** Hours between the start and the end of the closed entries. */
export function workedHours(entries: readonly TimesheetEntry[]): number {
  const ms = entries.reduce((sum, e) => (e.end_date ? sum + (Date.parse(e.end_date) - Date.parse(e.start_date)) : sum), 0);
  return ms / 3_600_000;
}

/** Section 2: the month's timesheets per employee, stepped month by month, searched and filtered by institution. */
export function TimesheetListScreen({ search, onSearchChange }: SearchScreenProps<TimesheetListSearch>) {
  const month = monthFromSearch(search);
  const shownMonth = monthQuery(month);
  const columns: ColumnDef<TimesheetEmployee>[] = [
    {
      id: 'name',
      header: 'Dolgozó',
      cell: ({ row }) => <Link href={screenHref('timesheet-month', { userId: row.original.id }, shownMonth)}>{row.original.name}</Link>,
    },
    { id: 'entries', header: 'Bejegyzések', cell: ({ row }) => row.original.timesheet_entries.length },
    { id: 'hours', header: 'Ledolgozott órák', cell: ({ row }) => formatNumber(workedHours(row.original.timesheet_entries), 1) },
    { id: 'open', header: 'Folyamatban', cell: ({ row }) => (row.original.timesheet_entries.some((e) => e.end_date === null) ? 'Igen' : 'Nem') },
  ];
  return (
    <Page title={TITLE}>
      <SearchList
        source={SOURCE}
        label={TITLE}
        search={search}
        onSearchChange={onSearchChange}
        extraQuery={{ ...shownMonth }}
        columns={columns}
        rowId={(row) => String(row.id)}
        emptyText="Ebben a hónapban nincs bejegyzés."
      >
        <MonthStepper value={month} onChange={(next) => onSearchChange({ ...search, page: undefined, year: undefined, month: undefined, ...monthQuery(next) })} />
      </SearchList>
    </Page>
  );
}
