import { DateFormatter, getLocalTimeZone, type CalendarDate } from '@internationalized/date';
import { useId, useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { Link } from '@/components/ui/Link';
import type { CalendarDeclaration, CalendarEntry } from './calendar';

/** How many entries a day names (and a grid cell lists) before '+N további'. */
export const CELL_ENTRIES = 3;

/** The new form with `day` as its start (`uj.html?nap=2026-11-26`). */
export function newOnDay(create: string, day: CalendarDate): string {
  return `${create}?nap=${day.toString()}`;
}

/**
 * A day's accessible name with what it shows: 'Ma, 2026. november 23. (hétfő, kijelölve): Szabó Péter,
 * +2 további'. The weekday and state in parentheses keep the day number and the titles next to each
 * other, as they are shown. A day without entries keeps `fallback` (react-aria's own name) where given.
 */
export function useDayName() {
  const { locale } = useLocale();
  return useMemo(() => {
    const dateText = new DateFormatter(locale, { year: 'numeric', month: 'long', day: 'numeric' });
    const weekday = new DateFormatter(locale, { weekday: 'long' });
    return (date: CalendarDate, entries: readonly CalendarEntry[], state: { isToday: boolean; isSelected: boolean }) => {
      const native = date.toDate(getLocalTimeZone());
      const shown = entries.slice(0, CELL_ENTRIES).map((entry) => entry.title);
      if (entries.length > CELL_ENTRIES) shown.push(`+${entries.length - CELL_ENTRIES} további`);
      const head = `${state.isToday ? 'Ma, ' : ''}${dateText.format(native)} (${weekday.format(native)}${state.isSelected ? ', kijelölve' : ''})`;
      return shown.length ? `${head}: ${shown.join(', ')}` : head;
    };
  }, [locale]);
}

export function EntryLink({ calendar, entry }: { calendar: CalendarDeclaration; entry: CalendarEntry }) {
  return (
    <>
      <Link href={calendar.links.details(entry.id)}>{entry.title}</Link>
      {entry.note ? <span className="calendar-entry__note">{entry.note}</span> : null}
    </>
  );
}

/**
 * The chosen day under the month (grid or phone day strip): its entries as links and 'Új erre a napra',
 * the new form with that day as its start. Not a live region: the chosen day's name already reads its
 * entries; Tab leads here to their links.
 */
export function DayPanel({ calendar, day, entries }: { calendar: CalendarDeclaration; day: CalendarDate; entries: readonly CalendarEntry[] }) {
  const { locale } = useLocale();
  const dayLabel = useMemo(() => new DateFormatter(locale, { month: 'long', day: 'numeric', weekday: 'long' }), [locale]);
  const titleId = useId();
  const create = calendar.links.create;
  return (
    <section className="calendar-day" aria-labelledby={titleId}>
      <div className="calendar-day__head">
        <h2 id={titleId} className="calendar-day__title">
          {dayLabel.format(day.toDate(getLocalTimeZone()))}
        </h2>
        {create ? (
          <Link href={newOnDay(create, day)} className="button button--secondary">
            {/* Named without the '+': the title's '+ Új' keeps a name of its own. */}
            <span aria-hidden="true">+ </span>Új erre a napra
          </Link>
        ) : null}
      </div>
      {entries.length ? (
        <ul className="calendar-day__list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <EntryLink calendar={calendar} entry={entry} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="calendar-day__empty">Ezen a napon nincs bejegyzés.</p>
      )}
    </section>
  );
}
