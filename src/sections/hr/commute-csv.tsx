import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '@/components/ui/Card';
import { DatePicker } from '@/components/ui/DatePicker';
import { getSettingsQuery } from '@/generated/api/bootstrap';
import { exportCommutesCsv } from '@/generated/api/hr';
import { todayIso } from '@/generated/validators/helpers';
import { ExportButton } from '@/features/records/list/ExportButton';
import type { ListSearch } from '@/features/records/list/list-search';

/** The settings' `hr.commute_export_turn_day` (section 9) where the answer has none. */
export const COMMUTE_EXPORT_TURN_DAY_DEFAULT = 5;

const iso = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/**
 * The last commuting period that has ended, as the turn day cuts them: a period runs from the turn day of
 * one month to the day before the next month's turn day (turn day 1: a calendar month). Today (YYYY-MM-DD).
 */
export function lastSettledPeriod(today: string, turnDay: number): { start: string; end: string } {
  const [y = 1970, m = 1, d = 1] = today.slice(0, 10).split('-').map(Number);
  const day = Math.min(Math.max(1, turnDay), 28);
  // The period in progress began on this month's turn day once it is reached, else on last month's.
  const currentStart = d >= day ? m - 1 : m - 2;
  return { start: iso(y, currentStart - 1, day), end: iso(y, currentStart, day - 1) };
}

/** Section 7: export_csv/ of a period for the list's institution; the period starts as the last settled one (section 9: commute_export_turn_day). */
export function CommuteCsvExport({ search }: { search: ListSearch }) {
  const institution = search.institution === undefined ? undefined : Number(search.institution);
  const { data: settings } = useQuery(getSettingsQuery());
  const settled = lastSettledPeriod(todayIso(), settings?.hr.commute_export_turn_day ?? COMMUTE_EXPORT_TURN_DAY_DEFAULT);
  const [typed, setTyped] = useState<{ start?: string | null; end?: string | null }>({});
  const period = { start: typed.start === undefined ? settled.start : typed.start, end: typed.end === undefined ? settled.end : typed.end };
  return (
    <Card title="CSV export időszakra">
      <p className="muted">Az intézmény a fenti szűrőé; az időszak a legutóbbi lezárult elszámolási időszakkal indul.</p>
      <div className="list-toolbar">
        <DatePicker label="Időszak kezdete" value={period.start} onChange={(start) => setTyped((p) => ({ ...p, start }))} isRequired />
        <DatePicker label="Időszak vége" value={period.end} onChange={(end) => setTyped((p) => ({ ...p, end }))} isRequired />
        <ExportButton
          label="Exportálás (CSV)"
          download={() => exportCommutesCsv({ query: { institution, start_date: period.start ?? '', end_date: period.end ?? '' } })}
          fileName="munkabajaras.csv"
          isDisabled={!period.start || !period.end}
        />
      </div>
    </Card>
  );
}
