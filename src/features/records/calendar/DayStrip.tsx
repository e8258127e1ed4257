import { CalendarDate, DateFormatter, getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { useCallback, useMemo } from 'react';
import { ListBox, ListBoxItem, useLocale } from 'react-aria-components';
import { weekdayShort } from '@/components/ui/calendar-words';
import { useDayName } from './calendar-day';
import type { MonthViewProps } from './MonthGrid';

/**
 * The phone's month (under 576 px, where the grid does not fit): the month's days in a row that scrolls
 * sideways, each with its weekday and how many entries it has, as react-aria's single-choice list. A tap
 * or the arrow keys choose a day (the choice follows the focus, as in the grid), Home and End reach the
 * month's ends; the chosen day's entries and 'Új erre a napra' stand under it (DayPanel).
 */
export function DayStrip({ calendar, month, days, day, monthLabel, onDayChange }: MonthViewProps) {
  const { locale } = useLocale();
  const weekday = useMemo(() => new DateFormatter(locale, { weekday: 'long' }), [locale]);
  const dayName = useDayName();
  const first = new CalendarDate(month.year, month.month, 1);
  const dates = Array.from({ length: first.calendar.getDaysInMonth(first) }, (_, i) => first.add({ days: i }));
  const now = today(getLocalTimeZone());
  const chosen = day.toString();

  // The chosen day is brought into the row's view (not the page's: the page stays where it is), once its
  // element is there: react-aria renders a collection's items after the list itself.
  const bringIntoRow = useCallback((option: HTMLElement | null) => {
    const box = option instanceof HTMLElement ? option.parentElement : null;
    if (!option || !box) return;
    const start = option.offsetLeft;
    const end = start + option.offsetWidth;
    if (start < box.scrollLeft || end > box.scrollLeft + box.clientWidth) box.scrollLeft = start - (box.clientWidth - option.offsetWidth) / 2;
  }, []);

  return (
    <ListBox
      aria-label={`${calendar.title}, ${monthLabel}`}
      className="day-strip"
      orientation="horizontal"
      selectionMode="single"
      selectionBehavior="replace"
      disallowEmptySelection
      selectedKeys={[chosen]}
      onSelectionChange={(keys) => {
        const [key] = keys === 'all' ? [] : [...keys];
        if (typeof key === 'string') onDayChange(parseDate(key));
      }}
    >
      {dates.map((date) => {
        const key = date.toString();
        const entries = days.get(key) ?? [];
        const native = date.toDate(getLocalTimeZone());
        const isToday = date.compare(now) === 0;
        return (
          <ListBoxItem
            key={key}
            id={key}
            ref={key === chosen ? bringIntoRow : undefined}
            className={isToday ? 'day-strip__day day-strip__day--today' : 'day-strip__day'}
            textValue={String(date.day)}
            // The list says which day is chosen itself (aria-selected).
            aria-label={dayName(date, entries, { isToday, isSelected: false })}
          >
            <span className="day-strip__weekday">{weekdayShort(weekday.format(native))}</span>
            <span className="day-strip__number">{date.day}</span>
            <span className="day-strip__count">{entries.length ? entries.length : null}</span>
          </ListBoxItem>
        );
      })}
    </ListBox>
  );
}
