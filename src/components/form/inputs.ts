/** Text typed into typed inputs, and back (section 5 formats), and the one rule of a typed number. */
import { MESSAGES } from '@/generated/validators/helpers';

/** A number field's value: the number typed, null when empty, or the text typed when it is no number (kept for its message). */
export type NumberInput = number | string | null;

/**
 * The one number parser: empty becomes null; a comma or a dot marks decimals and spaces group the
 * thousands. Text that is no number ('12a5', '12,5e3', '1,2,3') stays as typed, so validation can name it.
 */
export function parseNumberInput(text: string): number | null | string {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return text;
  return Number(trimmed.replace(',', '.'));
}

export function formatInputValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return String(value);
}

const formats = new Map<boolean, Intl.NumberFormat>();

/** A number the Hungarian way, every digit kept: '1 250,5' (grouped from four digits on), a year or a code ungrouped ('2026'). */
export function hungarianNumber(value: number, useGrouping = true): string {
  let format = formats.get(useGrouping);
  if (!format) {
    format = new Intl.NumberFormat('hu-HU', { useGrouping: useGrouping ? 'always' : false, signDisplay: 'negative', maximumFractionDigits: 20 });
    formats.set(useGrouping, format);
  }
  return format.format(value);
}

/** What a number must be: the schema's bounds, whole or not. */
export interface NumberRules {
  minValue?: number;
  maxValue?: number;
  isInteger?: boolean;
  /** False for a year or a code: its bound reads '2000', not '2 000'. */
  useGrouping?: boolean;
}

/**
 * Section 5's message for a typed number, or undefined when it is right (empty is the form's to judge):
 * text that is no number or a fraction where whole numbers go is 'A mező csak szám karaktereket
 * tartalmazhat'; outside the bounds 'Nem lehet kisebb mint {min}' / 'nagyobb mint {max}', the bound
 * written as the field shows numbers ('0,001', '4 500').
 */
export function numberMessage(value: unknown, { minValue, maxValue, isInteger, useGrouping = true }: NumberRules = {}): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return MESSAGES.numeric;
  if (isInteger && !Number.isInteger(value)) return MESSAGES.numeric;
  if (minValue !== undefined && value < minValue) return MESSAGES.min.replace('{min}', hungarianNumber(minValue, useGrouping));
  if (maxValue !== undefined && value > maxValue) return MESSAGES.max.replace('{max}', hungarianNumber(maxValue, useGrouping));
  return undefined;
}
