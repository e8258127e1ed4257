import { getLocalTimeZone, now, parseDateTime, toZoned, type CalendarDateTime } from '@internationalized/date';

// Date-time values without the picker's code, for what only reads or sends them (the form body, a lookup's query, a default).

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall-clock date-time from 'YYYY-MM-DD HH:mm', 'YYYY-MM-DDTHH:mm…' or a bare date (00:00); null when it is none. */
function localDateTime(value: string): CalendarDateTime | null {
  try {
    return parseDateTime(value.length === 10 ? `${value}T00:00` : value.replace(' ', 'T').slice(0, 16));
  } catch {
    return null;
  }
}

/**
 * A date-time as RFC 3339 in the browser's time zone ('2026-11-24T10:00:00+01:00'): what the spec's
 * `format: date-time` takes in a body or a query. Null when the value is none or unfinished.
 */
export function isoDateTime(value: string | null | undefined): string | null {
  const local = value ? localDateTime(value) : null;
  if (!local) return null;
  const minutes = toZoned(local, getLocalTimeZone()).offset / 60_000;
  const abs = Math.abs(minutes);
  return `${local.toString().slice(0, 16)}:00${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Today ('YYYY-MM-DD') or the current time ('YYYY-MM-DD HH:mm', as a date-time field holds it). */
export function nowText(format: string | undefined): string {
  const current = now(getLocalTimeZone());
  const day = `${current.year}-${pad(current.month)}-${pad(current.day)}`;
  return format === 'date' ? day : `${day} ${pad(current.hour)}:${pad(current.minute)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from start to end, both counted ('2026-12-01'–'2026-12-10' is 10); undefined for an incomplete or reversed period. */
export function periodDays(start: string, end: string): number | undefined {
  const from = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return undefined;
  return Math.round((to - from) / DAY_MS) + 1;
}
