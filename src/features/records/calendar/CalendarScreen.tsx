import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { CalendarDate, getLocalTimeZone, isSameMonth, today } from '@internationalized/date';
import { useMemo, useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { MonthStepper, useMonthLabel } from '@/components/month-stepper/MonthStepper';
import { currentMonth, monthFromSearch, monthQuery, type YearMonth } from '@/components/month-stepper/month';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { ExportDialog } from '../export/ExportDialog';
import { useIsPhone } from '@/lib/use-is-phone';
import { AgendaList } from './AgendaList';
import { calendarVars, entriesByDay, entriesOfMonth, type CalendarDeclaration, type CalendarFilter } from './calendar';
import { DayPanel, newOnDay } from './calendar-day';
import type { CalendarSearch } from './calendar-search';
import { DayStrip } from './DayStrip';
import { MonthGrid } from './MonthGrid';
import './CalendarScreen.css';

export interface CalendarScreenProps {
  calendar: CalendarDeclaration;
  search: CalendarSearch;
  onSearchChange: (next: CalendarSearch) => void;
}

/** Drops what the URL need not carry (empty values) and writes digit-only ids as numbers (`institution=2`, not `"2"`). */
function cleanSearch(search: CalendarSearch): CalendarSearch {
  const next: CalendarSearch = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '') continue;
    next[key] = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  }
  return next;
}

function FilterField({
  calendarId,
  filter,
  value,
  onChange,
}: {
  calendarId: string;
  filter: CalendarFilter;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const options = useQuery({ queryKey: ['calendarFilterOptions', calendarId, filter.name], queryFn: ({ client }) => filter.options(client) });
  return <SelectField label={filter.label} options={options.data ?? []} isLoading={options.isPending} value={value} onChange={onChange} />;
}

/**
 * A section's month calendar: title, '+ Új' and the list's link, the filters, the month stepper with
 * 'Ma', the month as a grid (under 576 px a row of days, then the month's entries as a list), and the
 * chosen day's entries with 'Új erre a napra'. Month and filters live in the URL.
 */
export function CalendarScreen({ calendar, search, onSearchChange }: CalendarScreenProps) {
  const { data } = useSuspenseQuery(calendar.query(calendarVars(calendar, search)));
  const { year, month: monthNumber } = monthFromSearch(search);
  const month = useMemo(() => ({ year, month: monthNumber }), [year, monthNumber]);
  const monthLabel = useMonthLabel(month);
  const isPhone = useIsPhone();
  const monthEntries = useMemo(() => entriesOfMonth(data, month), [data, month]);
  const days = useMemo(() => entriesByDay(data, month), [data, month]);

  // The day the grid's focus is on; a month it is not in starts on today, or on the 1st.
  const [chosenDay, setChosenDay] = useState<CalendarDate | null>(null);
  const first = new CalendarDate(month.year, month.month, 1);
  const now = today(getLocalTimeZone());
  const day = chosenDay && isSameMonth(chosenDay, first) ? chosenDay : isSameMonth(now, first) ? now : first;

  const update = (changes: CalendarSearch) => onSearchChange(cleanSearch({ ...search, ...changes }));
  const showMonth = (next: YearMonth) => update({ year: undefined, month: undefined, ...monthQuery(next) });
  const onDayChange = (next: CalendarDate) => {
    setChosenDay(next);
    if (!isSameMonth(next, first)) showMonth({ year: next.year, month: next.month });
  };

  const view = { calendar, month, days, day, monthLabel, onDayChange };
  return (
    <Page
      title={calendar.title}
      actions={
        <>
          {calendar.links.create ? (
            <Link
              href={chosenDay && isSameMonth(chosenDay, first) ? newOnDay(calendar.links.create, chosenDay) : calendar.links.create}
              className="button button--primary"
            >
              + Új
            </Link>
          ) : null}
          {calendar.links.list ? (
            <Link href={calendar.links.list} className="button button--secondary">
              Lista nézet
            </Link>
          ) : null}
          {calendar.export ? (
            <ExportDialog
              declaration={calendar.export}
              initialValues={{
                ...calendarVars(calendar, search).filters,
                start_date: first.toString(),
                end_date: first.add({ months: 1 }).subtract({ days: 1 }).toString(),
              }}
            />
          ) : null}
        </>
      }
    >
      <div className="calendar-toolbar">
        {calendar.filters?.map((filter) => {
          const value = search[filter.name];
          return (
            <FilterField
              key={filter.name}
              calendarId={calendar.id}
              filter={filter}
              value={value === undefined ? null : String(value)}
              onChange={(next) => update({ [filter.name]: next ?? undefined })}
            />
          );
        })}
        <MonthStepper value={month} onChange={showMonth}>
          <Button
            variant="secondary"
            onPress={() => {
              setChosenDay(now);
              showMonth(currentMonth(now));
            }}
          >
            Ma
          </Button>
        </MonthStepper>
      </div>
      {monthEntries.length ? null : <p className="calendar-empty">Ebben a hónapban nincs bejegyzés.</p>}
      {isPhone ? <DayStrip {...view} /> : <MonthGrid {...view} />}
      <DayPanel calendar={calendar} day={day} entries={days.get(day.toString()) ?? []} />
      {isPhone && monthEntries.length ? <AgendaList calendar={calendar} entries={monthEntries} monthLabel={monthLabel} /> : null}
    </Page>
  );
}
