import { useContext } from 'react';
import { CalendarGridHeader, CalendarHeaderCell, CalendarStateContext, Heading } from 'react-aria-components';

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

const MONTHS = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];

/** '2026. november': the month name in lower case, as Hungarian writes it (react-aria capitalises it). */
export const yearMonthTitle = (year: number, month: number) => `${year}. ${MONTHS[month - 1] ?? ''}`;

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
          <abbr title={weekday}>{WEEKDAY_SHORT[weekday] ?? weekday}</abbr>
        </CalendarHeaderCell>
      )}
    </CalendarGridHeader>
  );
}
