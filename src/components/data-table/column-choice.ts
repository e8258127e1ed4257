import type { ColumnOrderState, VisibilityState } from '@tanstack/react-table';
import * as v from 'valibot';

/** A user's chosen columns of one list: every column's place (by id) and the hidden ones. */
export interface ColumnChoice {
  order: string[];
  hidden: string[];
}

export const columnChoiceSchema = v.object({ order: v.array(v.string()), hidden: v.array(v.string()) });

/** A list's column as the chooser offers it; a fixed one (the link that opens the record, the card's title) stays first and shown. */
export interface ChoosableColumn {
  id: string;
  label: string;
  fixed?: boolean;
}

/**
 * The columns in the chosen order: the fixed ones first, then the chosen order of the columns the list
 * still has, then any column the list gained since the choice was made, in the list's own order.
 */
export function orderedColumns<C extends ChoosableColumn>(columns: readonly C[], choice: ColumnChoice | undefined): C[] {
  const fixed = columns.filter((column) => column.fixed);
  const free = columns.filter((column) => !column.fixed);
  const byId = new Map(free.map((column) => [column.id, column]));
  const chosen = (choice?.order ?? []).flatMap((id) => byId.get(id) ?? []);
  return [...fixed, ...chosen, ...free.filter((column) => !chosen.includes(column))];
}

/** Whether a column shows under the choice (a fixed one always does). */
export const isShown = (column: ChoosableColumn, choice: ColumnChoice | undefined) => Boolean(column.fixed) || !choice?.hidden.includes(column.id);

/** TanStack Table's column order and visibility for a choice. */
export function tableColumnState(
  columns: readonly ChoosableColumn[],
  choice: ColumnChoice | undefined,
): { columnOrder: ColumnOrderState; columnVisibility: VisibilityState } {
  return {
    columnOrder: orderedColumns(columns, choice).map((column) => column.id),
    columnVisibility: Object.fromEntries(columns.filter((column) => !isShown(column, choice)).map((column) => [column.id, false])),
  };
}

/** The choice with one column shown or hidden (never the last shown one). */
export function toggleColumn(columns: readonly ChoosableColumn[], choice: ColumnChoice | undefined, id: string, shown: boolean): ColumnChoice {
  const order = orderedColumns(columns, choice)
    .filter((column) => !column.fixed)
    .map((column) => column.id);
  const hidden = (choice?.hidden ?? []).filter((hiddenId) => hiddenId !== id && columns.some((column) => column.id === hiddenId));
  const othersShown = columns.some((column) => column.id !== id && isShown(column, { order, hidden }));
  if (!shown && othersShown) hidden.push(id);
  return { order, hidden };
}

/** The choice with a column moved one place up (-1) or down (+1) among the columns that are not fixed. */
export function moveColumn(columns: readonly ChoosableColumn[], choice: ColumnChoice | undefined, id: string, by: -1 | 1): ColumnChoice {
  const order = orderedColumns(columns, choice)
    .filter((column) => !column.fixed)
    .map((column) => column.id);
  const from = order.indexOf(id);
  const to = from + by;
  if (from >= 0 && to >= 0 && to < order.length) order.splice(to, 0, ...order.splice(from, 1));
  return { order, hidden: choice?.hidden ?? [] };
}
