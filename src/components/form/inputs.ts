/** Text typed into typed inputs, and back (section 5 formats). */

/** Empty becomes null; a comma or a dot marks decimals; anything else that is not a number stays as typed so validation can name it. */
export function parseNumberInput(text: string): number | null | string {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : text;
}

/** A datetime typed as 'YYYY-MM-DD HH:mm'; a bare date gets the time 00:00. */
export function normaliseDateTimeInput(text: string): string {
  const trimmed = text.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed} 00:00` : trimmed;
}

export function formatInputValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return String(value);
}
