/**
 * CSV as Hungarian spreadsheets read it: cells separated by ';', lines by CRLF, numbers with a decimal comma.
 *
 * A cell is quoted (its quotes doubled) when it holds ';', '"', CR or LF. A text cell that a spreadsheet
 * would read as a formula (it starts with '=', '+', '-', '@', a tab or CR) gets a leading apostrophe, as
 * OWASP's CSV-injection advice says, so '=HYPERLINK(…)' in a name stays text. The writer tells numbers
 * from text by their type, not their look: a number cell (-500) is written as a number a spreadsheet can
 * sum, while the text '-500' (a name, a code) is neutralised like any other text.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value == null) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value).replace('.', ',') : '') : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: readonly (readonly CsvCell[])[]): string => rows.map((row) => row.map(csvCell).join(';')).join('\r\n');
