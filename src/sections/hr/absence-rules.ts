import type { SettingsFieldRules } from '@/features/records/form/declaration';
import type { Settings } from '@/generated/models';
import { formatDate } from '@/lib/format';

/** The settings' `absences.delta_days_backward` (section 9) where the answer has none. */
export const DELTA_DAYS_BACKWARD_DEFAULT = 0;

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * Section 9, the absences group: an absence may start at most `delta_days_backward` days before today
 * (0: today or later). A saved absence keeps its start date unless it is changed.
 */
export function absenceDateRules(settings: Settings, today: string): SettingsFieldRules {
  const backward = Math.max(0, settings.absences.delta_days_backward ?? DELTA_DAYS_BACKWARD_DEFAULT);
  const date = addDays(today, -backward);
  const message = backward === 0 ? 'Csak mai vagy jövőbeli dátum lehet' : `Legfeljebb ${backward} nappal visszamenőleg rögzíthető (legkorábban ${formatDate(date)})`;
  return { earliest: { start_date: { date, message } } };
}
