import * as v from 'valibot';
import type { Settings, StaticData } from '@/generated/models';
import type { SchemaMeta } from '@/generated/meta/types';
import type { FieldChoices } from '../form/SchemaField';
import { MESSAGES } from '@/generated/validators/helpers';

/** One line of an array-of-objects field, as the form holds it. */
export type LineRow = Record<string, unknown>;

/** What a line's rules may read: the bootstrap settings (`/api/beallitasok/`) and static lookup data (`/api/statikus-adatok/`). */
export interface LineContext {
  settings: Settings;
  staticData: StaticData;
}

/** A sum shown under the table ('Összesen'), with the field's unit ('1 234 567 Ft'). */
export interface LineTotal {
  field: string;
}

/** What the settings allow: a hidden list is not shown at all; a required one needs at least one line. */
export interface LineGate {
  hidden?: boolean;
  required?: boolean;
}

/** Messages keyed '<rowIndex>.<field>', '<rowIndex>' for a whole line and '' for the list. */
export type LineErrors = Readonly<Record<string, string>>;

/**
 * How a section declares an array-of-objects field as lines (`form.lines` in section.ts). Rules that
 * need settings or lookup data get them as `context`; keep them as named functions beside the record
 * they belong to (see commitment-products.ts), not in a screen.
 */
export interface LinesDeclaration {
  /** The line's fields: its input schema's, plus read-only ones it derives (shown, not typed). */
  itemMeta: SchemaMeta;
  /** Which of the line's fields are shown, in order. */
  columns: readonly string[] | ((context: LineContext) => readonly string[]);
  /** Checks one line; its messages show in their cells. */
  itemSchema?: v.GenericSchema<LineRow, LineRow>;
  /** A new line; by default the meta's defaults. */
  newRow?: (context: LineContext) => LineRow;
  /** Recomputes a line's derived fields after every edit of it. */
  derive?: (row: LineRow, context: LineContext) => LineRow;
  totals?: readonly LineTotal[];
  gate?: (context: LineContext) => LineGate;
  /**
   * A cell's options taken from the record the form edits, by column, where the key has no lookup
   * (a trip's or a monthly pass's commute info: the employment's own commute infos).
   */
  choices?: Readonly<Record<string, FieldChoices>>;
  /** Cells not typed while their line says so, by column (the distance back while 'same both ways' is ticked; `derive` fills it). */
  disabledWhen?: Readonly<Record<string, (row: LineRow) => boolean>>;
  /**
   * The record's header amounts the lines' sums should match, by line column (a commitment's products:
   * `{ total_price: 'cost', net_price: 'net_cost' }`): the sum is shown beside the amount.
   */
  headerTotals?: Readonly<Record<string, string>>;
  /** The add button's text; 'Új sor' by default. */
  addLabel?: string;
  /** The lines are given (a certification of each planned task): their cells are edited, none is added or removed. */
  fixed?: boolean;
  /**
   * A call that saves one line on its own before the record is saved (a commitment's product with
   * its currency, `POST termek/`): a button on each line; the answer (with its id and the server's
   * prices) replaces the line, and a 400 shows in the line's cells. `record` is the form's values.
   */
  saveRow?: { label: string; toast: string; save: (row: LineRow, record: Readonly<Record<string, unknown>>) => Promise<LineRow> };
}

/** A declaration with its context applied: what the line editor needs. */
export interface ResolvedLines {
  hidden: boolean;
  minRows: number;
  columns: readonly string[];
  derive?: (row: LineRow) => LineRow;
  newRow?: () => LineRow;
}

/**
 * Whether a declaration's rules read the settings or the static data. Plain lines (columns only)
 * do not, so a form of them works signed out (the public job portal's educations).
 */
export function readsContext(declaration: LinesDeclaration): boolean {
  return Boolean(declaration.gate || declaration.newRow || declaration.derive || typeof declaration.columns === 'function');
}

/** `context` may be null only for a declaration that does not read it (`readsContext`). */
export function resolveLines(declaration: LinesDeclaration, context: LineContext | null): ResolvedLines {
  const need = (): LineContext => {
    if (!context) throw new Error('These lines read the settings and static data: resolve them with a LineContext.');
    return context;
  };
  const { gate, derive, newRow, columns } = declaration;
  const gated = gate ? gate(need()) : {};
  return {
    hidden: Boolean(gated.hidden),
    minRows: gated.required ? 1 : 0,
    columns: typeof columns === 'function' ? columns(need()) : columns,
    derive: derive ? (row) => derive(row, need()) : undefined,
    newRow: newRow ? () => newRow(need()) : undefined,
  };
}

/**
 * The client-side messages of a list: too few lines under '' ('Ez a lista nem lehet üres.' for an
 * empty required list), and each line's own issues under '<rowIndex>.<field>'. A hidden list has none.
 */
export function lineErrors(rows: readonly LineRow[], options: { minRows?: number; itemSchema?: LinesDeclaration['itemSchema']; hidden?: boolean }): LineErrors {
  if (options.hidden) return {};
  const errors: Record<string, string> = {};
  if (rows.length < (options.minRows ?? 0)) errors[''] = MESSAGES.emptyList;
  const { itemSchema } = options;
  if (itemSchema) {
    rows.forEach((row, index) => {
      const result = v.safeParse(itemSchema, row);
      if (result.success) return;
      for (const issue of result.issues) {
        const key = `${index}.${v.getDotPath(issue) ?? ''}`.replace(/\.$/, '');
        if (!(key in errors)) errors[key] = issue.message;
      }
    });
  }
  return errors;
}

/**
 * The client-side messages of every declared lines field of a form, in the form's flat keys
 * (`products` for the list, `products.1.name` for a cell), for the form to show beside its own.
 */
export function validateLines(
  declarations: Readonly<Record<string, LinesDeclaration>>,
  values: Readonly<Record<string, unknown>>,
  context: LineContext | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, declaration] of Object.entries(declarations)) {
    const { hidden, minRows } = resolveLines(declaration, context);
    const value = values[name];
    const rows = Array.isArray(value) ? (value as unknown[]).filter((item): item is LineRow => typeof item === 'object' && item !== null) : [];
    for (const [key, message] of Object.entries(lineErrors(rows, { hidden, minRows, itemSchema: declaration.itemSchema }))) {
      errors[key ? `${name}.${key}` : name] = message;
    }
  }
  return errors;
}

/**
 * The messages of one list out of a form's flat errors: `{ 'products.1.name': … }` becomes
 * `{ '1.name': … }` and the list's own message `products` becomes ''.
 */
export function errorsUnder(errors: Readonly<Record<string, string | undefined>>, name: string): LineErrors {
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue;
    if (key === name) result[''] = message;
    else if (key.startsWith(`${name}.`)) result[key.slice(name.length + 1)] = message;
  }
  return result;
}

/** The same messages by the same keys (a memoised part's messages, which its parent works out afresh each render). */
export function sameMessages(a: LineErrors, b: LineErrors): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The sum of a column over the lines; non-numbers count as zero. */
export function sumColumn(rows: readonly LineRow[], field: string): number {
  return rows.reduce((sum, row) => {
    const value = row[field];
    const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : 0;
    return Number.isFinite(n) ? sum + n : sum;
  }, 0);
}
