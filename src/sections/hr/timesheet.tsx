import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/DataTable';
import { MonthStepper } from '@/components/month-stepper/MonthStepper';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { monthFromSearch, monthQuery } from '@/components/month-stepper/month';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Page } from '@/components/ui/Page';
import { CardForm } from '@/features/records/blocks/CardForm';
import { getCurrentUserQuery, getSettingsQuery } from '@/generated/api/bootstrap';
import {
  closeTimesheetEntryMutation,
  getTimesheetQuery,
  startTimesheetEntryMutation,
  updateTimesheetEntryMutation,
  type GetTimesheetResult,
} from '@/generated/api/hr';
import type { TimesheetEntry } from '@/generated/models';
import { TimesheetCloseMeta, TimesheetEntryInputMeta, TimesheetStartMeta } from '@/generated/meta/hr';
import { TimesheetCloseSchema, TimesheetEntryInputSchema, TimesheetStartSchema } from '@/generated/validators/hr';
import { formatDateTime, formatNumber } from '@/lib/format';
import { detailVars, TITLE, workedHours } from './timesheets';
import { screenHref } from '../screen-addresses';

type EntryAction = { kind: 'start' } | { kind: 'close' } | { kind: 'edit'; entry: TimesheetEntry };

/** Today at a 'HH:mm' of the settings, as the date-time field writes it ('YYYY-MM-DD HH:mm'). */
function todayAt(time: string | undefined): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const fallback = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${time ?? fallback}`;
}

/** Section 2: one employee's entries in a month; start, edit and close a work period, with the settings' working hours as the defaults. */
export function TimesheetDetailsScreen({ userId, search, onSearchChange }: { userId: number; search: MonthSearch; onSearchChange: (next: MonthSearch) => void }) {
  const queryClient = useQueryClient();
  const month = monthFromSearch(search);
  const vars = detailVars(userId, search);
  const timesheet = useQuery({ ...getTimesheetQuery(vars), placeholderData: (previous) => previous });
  const settings = useQuery(getSettingsQuery());
  const user = useQuery(getCurrentUserQuery());
  const hr = settings.data?.hr;
  const [action, setAction] = useState<EntryAction | null>(null);
  const start = useMutation(startTimesheetEntryMutation());
  const close = useMutation(closeTimesheetEntryMutation());
  const update = useMutation(updateTimesheetEntryMutation());
  const entries = timesheet.data?.timesheet_entries ?? [];
  const open = entries.find((e) => e.end_date === null);
  const readOnly = Boolean(user.data?.is_readonly);

  /** The answer's entry replaces (or joins) the cached month; the form closes. */
  const putEntry = (entry: TimesheetEntry) => {
    queryClient.setQueryData<GetTimesheetResult>(getTimesheetQuery(vars).queryKey, (data) =>
      data
        ? {
            ...data,
            timesheet_entries: data.timesheet_entries.some((e) => e.id === entry.id)
              ? data.timesheet_entries.map((e) => (e.id === entry.id ? entry : e))
              : [...data.timesheet_entries, entry],
          }
        : data,
    );
    setAction(null);
  };
  const done = { onSaved: putEntry, onCancel: () => setAction(null) };

  const columns: ColumnDef<TimesheetEntry>[] = [
    { id: 'start_date', header: 'Kezdés', cell: ({ row }) => formatDateTime(row.original.start_date) },
    { id: 'end_date', header: 'Befejezés', cell: ({ row }) => (row.original.end_date ? formatDateTime(row.original.end_date) : 'Folyamatban') },
    { id: 'hours', header: 'Órák', cell: ({ row }) => (row.original.end_date ? formatNumber(workedHours([row.original]), 1) : '–') },
    {
      id: 'edit',
      header: 'Művelet',
      cell: ({ row }) =>
        readOnly ? null : (
          <Button
            variant="secondary"
            aria-label={`Módosítás: ${formatDateTime(row.original.start_date)}`}
            onPress={() => setAction({ kind: 'edit', entry: row.original })}
          >
            Módosítás
          </Button>
        ),
    },
  ];

  return (
    <Page
      title={timesheet.data ? `${TITLE}: ${timesheet.data.name}` : TITLE}
      backTo={screenHref('timesheets')}
      actions={
        readOnly ? null : open ? (
          <Button variant="primary" onPress={() => setAction({ kind: 'close' })}>
            Munkaidő befejezése
          </Button>
        ) : (
          <Button variant="primary" onPress={() => setAction({ kind: 'start' })}>
            Munkaidő kezdése
          </Button>
        )
      }
    >
      <MonthStepper value={month} onChange={(next) => onSearchChange(monthQuery(next))} />
      {hr?.timesheet_start_time && hr.timesheet_end_time ? (
        <p className="muted">
          Munkaidő a beállítások szerint: {hr.timesheet_start_time}–{hr.timesheet_end_time}
        </p>
      ) : null}
      {action?.kind === 'start' ? (
        <CardForm
          title="Munkaidő kezdése"
          meta={TimesheetStartMeta}
          schema={TimesheetStartSchema}
          fields={['start_date']}
          initialValues={{ start_date: todayAt(hr?.timesheet_start_time) }}
          submitLabel="Kezdés rögzítése"
          send={(body) => start.mutateAsync({ path: { userId }, body })}
          {...done}
        />
      ) : action?.kind === 'close' && open ? (
        <CardForm
          title="Munkaidő befejezése"
          meta={TimesheetCloseMeta}
          schema={TimesheetCloseSchema}
          fields={['end_date']}
          initialValues={{ end_date: todayAt(hr?.timesheet_end_time) }}
          submitLabel="Befejezés rögzítése"
          send={(body) => close.mutateAsync({ path: { userId }, body })}
          {...done}
        />
      ) : action?.kind === 'edit' ? (
        <CardForm
          key={action.entry.id}
          title="Bejegyzés módosítása"
          meta={TimesheetEntryInputMeta}
          schema={TimesheetEntryInputSchema}
          fields={['start_date', 'end_date']}
          initialValues={{ start_date: action.entry.start_date, end_date: action.entry.end_date }}
          submitLabel="Mentés"
          send={(body) => update.mutateAsync({ path: { userId, entryId: action.entry.id }, body })}
          {...done}
        />
      ) : null}
      {timesheet.isError ? <Alert tone="error">A munkaidő-nyilvántartás betöltése nem sikerült.</Alert> : null}
      <DataTable
        label="Bejegyzések"
        rows={entries}
        columns={columns}
        rowId={(row) => String(row.id)}
        isLoading={timesheet.isPending}
        isFetching={timesheet.isFetching}
        emptyText="Ebben a hónapban nincs bejegyzés."
      />
      <p>Ledolgozott órák a hónapban: {formatNumber(workedHours(entries), 1)}</p>
    </Page>
  );
}
