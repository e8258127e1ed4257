import { useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/data-table/DataTable';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useCacheAnswerRow } from '@/features/records/actions/cached-answer';
import { useCardForm } from '@/features/records/blocks/CardForm';
import { buttonColumn, column } from '@/features/records/list/columns';
import { MonthPage } from '@/features/special-screens/MonthPage';
import type { SpecialScreenProps } from '@/features/special-screens/special-screen';
import { getCurrentUserQuery, getSettingsQuery } from '@/generated/api/bootstrap';
import { closeTimesheetEntryMutation, getTimesheetQuery, startTimesheetEntryMutation, updateTimesheetEntryMutation } from '@/generated/api/hr';
import type { TimesheetEntry } from '@/generated/models';
import { TimesheetCloseMeta, TimesheetEntryInputMeta, TimesheetStartMeta } from '@/generated/meta/hr';
import { TimesheetCloseSchema, TimesheetEntryInputSchema, TimesheetStartSchema } from '@/generated/validators/hr';
import { nowText } from '@/lib/date-time';
import { formatDateTime, formatNumber } from '@/lib/format';
import { detailVars, TITLE, workedHours } from './timesheets';
import { routeHref } from '@/lib/route-href';

/** Today at a 'HH:mm' of the settings (else now), as the date-time field writes it. */
const todayAt = (time: string | undefined) => (time ? `${nowText('date')} ${time}` : nowText('date-time'));

/** Section 2: one employee's entries in a month; start, edit and close a work period, with the settings' working hours as the defaults. */
export function TimesheetDetailsScreen({ params: { userId }, search, onSearchChange }: SpecialScreenProps<{ userId: number }, MonthSearch>) {
  const vars = detailVars(userId, search);
  const timesheet = useQuery({ ...getTimesheetQuery(vars), placeholderData: (previous) => previous });
  const hr = useQuery(getSettingsQuery()).data?.hr;
  const readOnly = Boolean(useQuery(getCurrentUserQuery()).data?.is_readonly);
  const entries = timesheet.data?.timesheet_entries ?? [];
  const open = entries.find((e) => e.end_date === null);
  // The answer's entry replaces (or joins) the cached month.
  const form = useCardForm(useCacheAnswerRow(getTimesheetQuery(vars), 'timesheet_entries'));
  const startOrClose = () =>
    open
      ? form.open({
          title: 'Munkaidő befejezése',
          meta: TimesheetCloseMeta,
          schema: TimesheetCloseSchema,
          initialValues: { end_date: todayAt(hr?.timesheet_end_time) },
          submitLabel: 'Befejezés rögzítése',
          mutation: closeTimesheetEntryMutation(),
          variables: (body) => ({ path: { userId }, body }),
        })
      : form.open({
          title: 'Munkaidő kezdése',
          meta: TimesheetStartMeta,
          schema: TimesheetStartSchema,
          initialValues: { start_date: todayAt(hr?.timesheet_start_time) },
          submitLabel: 'Kezdés rögzítése',
          mutation: startTimesheetEntryMutation(),
          variables: (body) => ({ path: { userId }, body }),
        });
  const edit = (entry: TimesheetEntry) =>
    form.open(
      {
        title: 'Bejegyzés módosítása',
        meta: TimesheetEntryInputMeta,
        schema: TimesheetEntryInputSchema,
        initialValues: { start_date: entry.start_date, end_date: entry.end_date },
        submitLabel: 'Mentés',
        mutation: updateTimesheetEntryMutation(),
        variables: (body) => ({ path: { userId, entryId: entry.id }, body }),
      },
      entry.id,
    );

  const columns = [
    column<TimesheetEntry>('start_date', 'Kezdés', (entry) => formatDateTime(entry.start_date)),
    column<TimesheetEntry>('end_date', 'Befejezés', (entry) => (entry.end_date ? formatDateTime(entry.end_date) : 'Folyamatban')),
    column<TimesheetEntry>('hours', 'Órák', (entry) => (entry.end_date ? formatNumber(workedHours([entry]), 1) : '–')),
    buttonColumn<TimesheetEntry>('Módosítás', (entry) => `Módosítás: ${formatDateTime(entry.start_date)}`, edit, { offered: () => !readOnly }),
  ];

  return (
    <MonthPage
      search={search}
      onSearchChange={onSearchChange}
      title={timesheet.data ? `${TITLE}: ${timesheet.data.name}` : TITLE}
      backTo={routeHref({ to: '/hr/munkaido-nyilvantartas/lista.html' })}
      actions={
        readOnly ? null : (
          <Button variant="primary" onPress={startOrClose}>
            {open ? 'Munkaidő befejezése' : 'Munkaidő kezdése'}
          </Button>
        )
      }
    >
      {hr?.timesheet_start_time && hr.timesheet_end_time ? (
        <p className="muted">
          Munkaidő a beállítások szerint: {hr.timesheet_start_time}–{hr.timesheet_end_time}
        </p>
      ) : null}
      {form.shown}
      {timesheet.isError ? <Alert tone="error">A munkaidő-nyilvántartás betöltése nem sikerült.</Alert> : null}
      <DataTable
        label="Bejegyzések"
        rows={entries}
        columns={columns}
        rowId={(row) => String(row.id)}
        query={timesheet}
        emptyText="Ebben a hónapban nincs bejegyzés."
      />
      <p>Ledolgozott órák a hónapban: {formatNumber(workedHours(entries), 1)}</p>
    </MonthPage>
  );
}
