import { useRef } from 'react';
import { formatDate } from '@/lib/format';
import { useRowFocus } from '@/lib/use-row-focus';
import { useWindowRows } from '@/lib/use-window-rows';
import { EntryLink } from './calendar-day';
import type { CalendarDeclaration, CalendarEntry } from './calendar';

/** From this many entries on (a busy room-booking month), the agenda renders only those near the view. */
export const VIRTUAL_AGENDA_FROM = 100;

/** The phone's list of the month (and a list anyone can read): each entry once, with the days it covers. */
export function AgendaList({ calendar, entries, monthLabel }: { calendar: CalendarDeclaration; entries: readonly CalendarEntry[]; monthLabel: string }) {
  const listRef = useRef<HTMLOListElement>(null);
  const windowed = useWindowRows({ listRef, count: entries.length, from: VIRTUAL_AGENDA_FROM, estimate: 64 });
  const { rowRef, onKeyDown } = useRowFocus(windowed, entries.length);
  return (
    <ol className="calendar-agenda" aria-label={`${calendar.title}, ${monthLabel}`} ref={listRef} onKeyDown={onKeyDown}>
      {windowed.before ? <li className="calendar-agenda__spacer" aria-hidden="true" style={{ height: windowed.before }} /> : null}
      {windowed.indexes.map((index) => {
        const entry = entries[index]!;
        return (
          <li
            key={entry.key}
            className="calendar-agenda__item"
            data-index={index}
            ref={
              windowed.isVirtual
                ? (element) => {
                    rowRef(index)(element);
                    windowed.measure?.(element);
                  }
                : undefined
            }
            // Only some entries are in the page: each says where it stands among all of them.
            aria-setsize={windowed.isVirtual ? entries.length : undefined}
            aria-posinset={windowed.isVirtual ? index + 1 : undefined}
          >
            <span className="calendar-agenda__when">
              {entry.start === entry.end ? formatDate(entry.start) : `${formatDate(entry.start)} – ${formatDate(entry.end)}`}
            </span>
            <EntryLink calendar={calendar} entry={entry} />
          </li>
        );
      })}
      {windowed.after ? <li className="calendar-agenda__spacer" aria-hidden="true" style={{ height: windowed.after }} /> : null}
    </ol>
  );
}
