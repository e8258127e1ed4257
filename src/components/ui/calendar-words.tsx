import { useContext } from 'react';
import { CalendarGridHeader, CalendarHeaderCell, CalendarStateContext, Heading } from 'react-aria-components';
import { yearMonthTitle } from '@/lib/format';

/** The weekday columns as Hungarian writes them: hu-HU's narrow names are 'Sz' for both Wednesday and Saturday. */
const WEEKDAY_SHORT: Readonly<Record<string, string>> = {
  hétfő: 'H',
  kedd: 'K',
  szerda: 'Sze',
  csütörtök: 'Cs',
  péntek: 'P',
  szombat: 'Szo',
  vasárnap: 'V',
};

/** A weekday's short name ('Sze' for 'szerda') from its long hu-HU name. */
export const weekdayShort = (long: string): string => WEEKDAY_SHORT[long] ?? long;

/** The shown month of the surrounding Calendar as its heading. */
export function CalendarTitle({ className }: { className?: string }) {
  const state = useContext(CalendarStateContext);
  const start = state?.visibleRange.start;
  return <Heading className={className}>{start ? yearMonthTitle(start.year, start.month) : null}</Heading>;
}

/** The weekday header row of a CalendarGrid given weekdayStyle="long": 'H K Sze Cs P Szo V', each with its full name. */
export function HungarianWeekdays({ className }: { className?: string }) {
  return (
    <CalendarGridHeader>
      {(weekday) => (
        <CalendarHeaderCell className={className}>
          <abbr title={weekday}>{weekdayShort(weekday)}</abbr>
        </CalendarHeaderCell>
      )}
    </CalendarGridHeader>
  );
}
