import type { SchemaMeta } from '@/generated/meta/types';

/**
 * The fields that start a range whose end follows right after them (`end_date` with `x-after: start_date`):
 * the form puts such a start at the beginning of a row, so its end stands beside it, never before it.
 */
export function rangeStarts(meta: SchemaMeta, shown: readonly string[]): Set<string> {
  const starts = new Set<string>();
  shown.forEach((name, index) => {
    const next = shown[index + 1];
    if (next !== undefined && meta.fields[next]?.after === name) starts.add(name);
  });
  return starts;
}

const isDay = (meta: SchemaMeta, name: string) => {
  const field = meta.fields[name];
  return field?.kind === 'string' && (field.format === 'date' || field.format === 'date-time');
};

/** The field a day chosen elsewhere (a calendar's day) starts: the start of the form's first range, else its first date. */
export function dayField(meta: SchemaMeta, fields: readonly string[]): string | undefined {
  const rangeStart = fields.map((name) => meta.fields[name]?.after).find((start) => start !== undefined && fields.includes(start));
  return rangeStart ?? fields.find((name) => isDay(meta, name));
}

/** The time a chosen day starts a date-time field at: section 5's default time, as a day picked in the field's own calendar. */
export const DAY_START_TIME = '00:00';

/** A chosen day ('2026-11-26') as the value of `name`: the day itself, or that day at DAY_START_TIME. */
export function dayValue(meta: SchemaMeta, name: string, day: string): string {
  return meta.fields[name]?.format === 'date-time' ? `${day} ${DAY_START_TIME}` : day;
}
