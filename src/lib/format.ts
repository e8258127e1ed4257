/** Display formats of section 9: hu locale, a space between thousands, 'Y. MM. DD.' dates. */

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

export function formatNumber(value: number | string | null | undefined, fractionDigits = 2): string {
  if (value == null || value === '') return '–';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const negative = n < 0;
  const fixed = Math.abs(n).toFixed(fractionDigits);
  // Only a fraction's trailing zeros go: without digits after the point, 18400 stays 18400.
  const [whole = '0', fraction] = (fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

export const formatMoney = (value: number | string | null | undefined) => (value == null || value === '' ? '–' : `${formatNumber(value)} Ft`);
export const formatDistance = (value: number | string | null | undefined) => (value == null || value === '' ? '–' : `${formatNumber(value)} Km`);
export const formatBoolean = (value: boolean | null | undefined) => (value == null ? '–' : value ? 'Igen' : 'Nem');
