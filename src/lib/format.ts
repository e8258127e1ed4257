/**
 * Display formats of section 9: hu locale, a space between thousands, 'Y. MM. DD.' dates. Numbers and
 * month names come from `Intl` ('hu-HU'), so every screen groups thousands with the same no-break space
 * (U+00A0) that the number inputs show, from four digits on ('4 500', as a number input groups it).
 */

export { formatDate, formatDateTime } from './format-date';

const monthFormat = new Intl.DateTimeFormat('hu-HU', { month: 'long', timeZone: 'UTC' });

/** The months' names in lower case, as Hungarian writes them in a date ('január'…'december'). */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, index) => monthFormat.format(Date.UTC(2000, index, 1)));

/**
 * '2026. november': the month name in lower case, as Hungarian writes it; month 1–12. Composed from the year
 * and Intl's month name rather than formatted as a date: a year no Date can hold (an answer's random data) is
 * written as it is instead of throwing.
 */
export const yearMonthTitle = (year: number, month: number) => `${year}. ${MONTH_NAMES[month - 1] ?? ''}`;

/** A year and a month, 'YYYY-MM', as '2026. november'; other text as it is. */
export function formatYearMonth(value: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return match ? yearMonthTitle(Number(match[1]), Number(match[2])) : value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The one number format of the portal: hu-HU, grouped from four digits on, no '-0'. */
function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('hu-HU', { useGrouping: 'always', signDisplay: 'negative', minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number grouped by thousands with a decimal comma, at most `fractionDigits` digits after it (trailing zeros dropped). */
export function formatNumber(value: number | string | null | undefined, fractionDigits = 2): string {
  if (value == null || value === '') return '–';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? numberFormat(0, fractionDigits).format(n) : String(value);
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
  if (unit && /^[A-Z]{3}$/.test(unit)) return `${numberFormat(2, 2).format(n)} ${unit}`;
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
