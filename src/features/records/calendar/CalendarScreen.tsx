import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { CalendarDate, DateFormatter, getLocalTimeZone, isSameMonth, today } from '@internationalized/date';
import { Fragment, useId, useMemo, useState } from 'react';
import { HungarianWeekdays } from '@/components/ui/calendar-words';
import { Calendar, CalendarCell, CalendarGrid, CalendarGridBody, useLocale } from 'react-aria-components';
import { SelectField } from '@/components/form/SelectField';
import { MonthStepper, useMonthLabel } from '@/components/month-stepper/MonthStepper';
import { currentMonth, monthFromSearch, monthQuery, type YearMonth } from '@/components/month-stepper/month';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { formatDate } from '@/lib/format';
import { ExportDialog } from '../export/ExportDialog';
import { calendarVars, entriesByDay, entriesOfMonth, type CalendarDeclaration, type CalendarEntry, type CalendarFilter } from './calendar';
import type { CalendarSearch } from './calendar-search';
import { useIsPhone } from '@/lib/use-is-phone';
import './CalendarScreen.css';

/** How many entries a grid cell lists before '+N további'. */
const CELL_ENTRIES = 3;

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

function EntryLink({ calendar, entry }: { calendar: CalendarDeclaration; entry: CalendarEntry }) {
  return (
    <>
      <Link href={calendar.links.details(entry.id)}>{entry.title}</Link>
      {entry.note ? <span className="calendar-entry__note">{entry.note}</span> : null}
    </>
  );
}

/** The phone's view (and a list anyone can read): each entry once, with the days it covers. */
function AgendaList({ calendar, entries, monthLabel }: { calendar: CalendarDeclaration; entries: readonly CalendarEntry[]; monthLabel: string }) {
  return (
    <ol className="calendar-agenda" aria-label={`${calendar.title}, ${monthLabel}`}>
      {entries.map((entry) => (
        <li key={entry.key} className="calendar-agenda__item">
          <span className="calendar-agenda__when">
            {entry.start === entry.end ? formatDate(entry.start) : `${formatDate(entry.start)} – ${formatDate(entry.end)}`}
          </span>
          <EntryLink calendar={calendar} entry={entry} />
        </li>
      ))}
    </ol>
  );
}

/** The new form with `day` as its start (`uj.html?nap=2026-11-26`). */
export function newOnDay(create: string, day: CalendarDate): string {
  return `${create}?nap=${day.toString()}`;
}

interface MonthGridProps {
  calendar: CalendarDeclaration;
  month: YearMonth;
  days: Map<string, CalendarEntry[]>;
  day: CalendarDate;
  monthLabel: string;
  onDayChange: (day: CalendarDate) => void;
}

/**
 * The month on react-aria's calendar (hu-HU, Monday first, arrow keys between days). A day cell is
 * the calendar's own button, so its entries are text in it (a link inside a button is not allowed);
 * the chosen day's entries are listed as links under the grid, and a click on an entry opens it.
 */
function MonthGrid({ calendar, month, days, day, monthLabel, onDayChange }: MonthGridProps) {
  const router = useRouter();
  const { locale } = useLocale();
  const dayLabel = useMemo(() => new DateFormatter(locale, { month: 'long', day: 'numeric', weekday: 'long' }), [locale]);
  const cellLabel = useMemo(() => {
    const dateText = new DateFormatter(locale, { year: 'numeric', month: 'long', day: 'numeric' });
    const weekday = new DateFormatter(locale, { weekday: 'long' });
    // 'Ma, 2026. november 23. (hétfő, kijelölve): Szabó Péter, +2 további': the weekday and state in
    // parentheses keep the day number and the titles next to each other, as they are shown.
    return (date: CalendarDate, entries: readonly CalendarEntry[], state: { isToday: boolean; isSelected: boolean }) => {
      const native = date.toDate(getLocalTimeZone());
      const shown = entries.slice(0, CELL_ENTRIES).map((entry) => entry.title);
      if (entries.length > CELL_ENTRIES) shown.push(`+${entries.length - CELL_ENTRIES} további`);
      return `${state.isToday ? 'Ma, ' : ''}${dateText.format(native)} (${weekday.format(native)}${state.isSelected ? ', kijelölve' : ''}): ${shown.join(', ')}`;
    };
  }, [locale]);
  const chosen = days.get(day.toString()) ?? [];
  const dayTitleId = useId();
  const create = calendar.links.create;
  return (
    <div className="month-calendar">
      <Calendar aria-label={`${calendar.title}, ${monthLabel}`} firstDayOfWeek="mon" focusedValue={day} onFocusChange={onDayChange} value={day} onChange={onDayChange}>
        <CalendarGrid className="month-calendar__grid" weekdayStyle="long">
          <HungarianWeekdays className="month-calendar__weekday" />
          <CalendarGridBody>
            {(date) => {
              const inMonth = date.year === month.year && date.month === month.month;
              const entries = inMonth ? (days.get(date.toString()) ?? []) : [];
              return (
                <CalendarCell
                  date={date}
                  className="month-calendar__cell"
                  // A day with entries is named with what it shows, so the visible text is part of its name.
                  render={(props, { isToday, isSelected }) => (
                    <div
                      {...props}
                      aria-label={entries.length ? cellLabel(date, entries, { isToday, isSelected }) : props['aria-label']}
                      // A click chooses the day (its entries and '+ Új' under the grid); a double click opens the new form on it.
                      onDoubleClick={create && inMonth ? () => void router.navigate({ href: newOnDay(create, date) }) : undefined}
                    />
                  )}
                >
                  {({ formattedDate }) => (
                    <>
                      {/* The spaces keep the day and the titles apart as words (the name is matched against them). */}
                      <span className="month-calendar__day">{formattedDate}</span>{' '}
                      {entries.slice(0, CELL_ENTRIES).map((entry) => (
                        <Fragment key={entry.key}>
                          <span
                            className="month-calendar__entry"
                            title={entry.note ? `${entry.title} – ${entry.note}` : entry.title}
                            onClick={() => void router.navigate({ href: calendar.links.details(entry.id) })}
                          >
                            {entry.title}
                          </span>{' '}
                        </Fragment>
                      ))}
                      {entries.length > CELL_ENTRIES ? <span className="month-calendar__more">+{entries.length - CELL_ENTRIES} további</span> : null}
                    </>
                  )}
                </CalendarCell>
              );
            }}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
      {/* Not a live region: the focused day's name already reads its entries; Tab leads here to their links. */}
      <section className="calendar-day" aria-labelledby={dayTitleId}>
        <div className="calendar-day__head">
          <h2 id={dayTitleId} className="calendar-day__title">
            {dayLabel.format(day.toDate(getLocalTimeZone()))}
          </h2>
          {create ? (
            <Link href={newOnDay(create, day)} className="button button--secondary">
              {/* Named without the '+': the title's '+ Új' keeps a name of its own. */}
              <span aria-hidden="true">+ </span>Új erre a napra
            </Link>
          ) : null}
        </div>
        {chosen.length ? (
          <ul className="calendar-day__list">
            {chosen.map((entry) => (
              <li key={entry.key}>
                <EntryLink calendar={calendar} entry={entry} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="calendar-day__empty">Ezen a napon nincs bejegyzés.</p>
        )}
      </section>
    </div>
  );
}

/**
 * A section's month calendar: title, '+ Új' and the list's link, the filters, the month stepper with
 * 'Ma', and the month as a grid (an agenda list under 576 px). Month and filters live in the URL.
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
      {isPhone ? (
        monthEntries.length ? (
          <AgendaList calendar={calendar} entries={monthEntries} monthLabel={monthLabel} />
        ) : null
      ) : (
        <MonthGrid calendar={calendar} month={month} days={days} day={day} monthLabel={monthLabel} onDayChange={onDayChange} />
      )}
    </Page>
  );
}
