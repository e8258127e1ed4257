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

/** The months' names in lower case, as Hungarian writes them in a date. */
export const MONTH_NAMES = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];

/** '2026. november': the month name in lower case, as Hungarian writes it. */
export const yearMonthTitle = (year: number, month: number) => `${year}. ${MONTH_NAMES[month - 1] ?? ''}`;

/** A year and a month, 'YYYY-MM', as '2026. november'; other text as it is. */
export function formatYearMonth(value: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return match ? yearMonthTitle(Number(match[1]), Number(match[2])) : value;
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

/**
 * Whole forints, rounded as Hungarian invoices are: half a forint and more up (away from zero), less down.
 * Rounded to fillér first, so a sum like 2551.4999999 that means 2551.5 still goes up.
 */
export function roundForint(value: number): number {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor((cents + 50) / 100);
  return value < 0 && whole !== 0 ? -whole : whole;
}

const isForint = (unit: string | undefined) => unit === 'Ft' || unit === 'HUF';

/**
 * An amount in its unit: forints ('Ft', 'HUF') whole ('2 552 Ft'), another currency with its two decimals
 * ('12,50 EUR'), any other unit as a number ('12,5 Km'); no unit, a plain number.
 */
export function formatAmount(value: number | string | null | undefined, unit?: string): string {
  if (value == null || value === '') return '–';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  if (isForint(unit)) return `${formatForints(n)} Ft`;
  if (unit && /^[A-Z]{3}$/.test(unit)) {
    const [whole, fraction = '00'] = Math.abs(n).toFixed(2).split('.');
    return `${n < 0 ? '-' : ''}${formatNumber(Number(whole), 0)},${fraction} ${unit}`;
  }
  return unit ? `${formatNumber(n)} ${unit}` : formatNumber(n);
}

/**
 * Whole forints without the unit, for a value whose heading names it ('Bruttó ár (Ft)'): '22 416' for
 * 22415.5. The unit is said once, by the column or the label.
 */
export function formatForints(value: number | string | null | undefined): string {
  if (value == null || value === '') return '–';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatNumber(roundForint(n), 0) : String(value);
}

/** A label that names the forint as its unit: 'Nettó egységár (Ft)'. */
export const namesForint = (label: string | undefined) => Boolean(label && /\((Ft|HUF)\)$/.test(label.trim()));

/** Forints, whole: '22 416 Ft' for 22415.5. */
export const formatMoney = (value: number | string | null | undefined) => formatAmount(value, 'Ft');
export const formatDistance = (value: number | string | null | undefined) => (value == null || value === '' ? '–' : `${formatNumber(value)} Km`);
export const formatBoolean = (value: boolean | null | undefined) => (value == null ? '–' : value ? 'Igen' : 'Nem');
