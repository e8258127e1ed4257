import { useRouter } from '@tanstack/react-router';
import type { CalendarDate } from '@internationalized/date';
import { Fragment } from 'react';
import { Calendar, CalendarCell, CalendarGrid, CalendarGridBody } from 'react-aria-components';
import { HungarianWeekdays } from '@/components/ui/calendar-words';
import type { YearMonth } from '@/components/month-stepper/month';
import { CELL_ENTRIES, newOnDay, useDayName } from './calendar-day';
import type { CalendarDeclaration, CalendarEntry } from './calendar';

export interface MonthViewProps {
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
 * the chosen day's entries are listed as links under the grid (DayPanel), and a click on an entry opens it.
 */
export function MonthGrid({ calendar, month, days, day, monthLabel, onDayChange }: MonthViewProps) {
  const router = useRouter();
  const dayName = useDayName();
  const create = calendar.links.create;
  return (
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
                    aria-label={entries.length ? dayName(date, entries, { isToday, isSelected }) : props['aria-label']}
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
  );
}
