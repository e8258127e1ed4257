// The date formats of lib/format.ts (which re-exports them), in a module of their own: the first load's crash
// reports write a time, and a module is never split between chunks, so importing format.ts there would bring
// every format any screen uses into the first load.

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // A bare date is a calendar day, not a UTC midnight that could shift to the previous day.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '–';
  const date = toDate(value);
  return date ? `${date.getFullYear()}. ${pad(date.getMonth() + 1)}. ${pad(date.getDate())}.` : String(value);
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '–';
  const date = toDate(value);
  return date ? `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : String(value);
}
