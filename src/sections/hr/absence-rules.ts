import type { SettingsFieldRules } from '@/features/records/form/declaration';
import type { Settings } from '@/generated/models';
import { formatDate, formatYearMonth } from '@/lib/format';

/** The settings' `absences.delta_days_backward` (section 9) where the answer has none. */
export const DELTA_DAYS_BACKWARD_DEFAULT = 0;
/** `absence_close_type` and the close day (section 9) where the answer has none. */
export const ABSENCE_CLOSE_TYPE_DEFAULT = 'never';
export const ABSENCE_CLOSE_DAY_DEFAULT = 1;

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * The first day still open when absences close monthly: from the close day of a month the month before
 * is closed, so the month itself is the earliest; before it, the month before still is.
 */
export function firstOpenDay(today: string, closeDay: number): string {
  const [y, m, d] = today.slice(0, 10).split('-').map(Number);
  const monthsBack = (d ?? 1) >= closeDay ? 0 : 1;
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 - monthsBack, 1)).toISOString().slice(0, 10);
}

/**
 * Section 9, the absences group: an absence may start at most `delta_days_backward` days before today
 * (0: today or later), and, where `absence_close_type` is monthly, not in a month already closed on its
 * `absence_close_day`. A saved absence keeps its start date unless it is changed.
 */
export function absenceDateRules(settings: Settings, today: string): SettingsFieldRules {
  const group = settings.absences;
  const backward = Math.max(0, group.delta_days_backward ?? DELTA_DAYS_BACKWARD_DEFAULT);
  const byDelta = addDays(today, -backward);
  const monthly = (group.absence_close_type ?? ABSENCE_CLOSE_TYPE_DEFAULT) === 'monthly';
  const byClose = monthly ? firstOpenDay(today, group.absence_close_day ?? ABSENCE_CLOSE_DAY_DEFAULT) : undefined;
  if (byClose !== undefined && byClose > byDelta) {
    const closed = formatYearMonth(addDays(byClose, -1).slice(0, 7));
    return { earliest: { start_date: { date: byClose, message: `A ${closed} havi távollétek már le vannak zárva (legkorábban ${formatDate(byClose)})` } } };
  }
  const message =
    backward === 0 ? 'Csak mai vagy jövőbeli dátum lehet' : `Legfeljebb ${backward} nappal visszamenőleg rögzíthető (legkorábban ${formatDate(byDelta)})`;
  return { earliest: { start_date: { date: byDelta, message } } };
}

/** Section 9: `absences.use_absence_budgets`; an answer without it keeps the budgets shown, only `false` turns them off. */
export const usesAbsenceBudgets = (settings: Settings) => settings.absences.use_absence_budgets !== false;
