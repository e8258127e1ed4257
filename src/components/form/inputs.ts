/** Text typed into typed inputs, and back (section 5 formats). */

/**
 * The one number parser: empty becomes null; a comma or a dot marks decimals and spaces group the
 * thousands. Text that is no number stays as typed, so validation can name it.
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
