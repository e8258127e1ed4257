import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnOrderState,
  type Row as TableRow,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useIsPhone } from '@/lib/use-is-phone';
import { DataCards } from './DataCards';
import { pageSelection, SELECTION_COLUMN_ID, selectionColumn, SelectionProvider, type RowSelection } from './row-selection';
import { useTableWindow } from './table-window';

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers. */
  label: string;
  rows: readonly Row[];
  columns: ColumnDef<Row>[];
  /** The server's order (`order_by`), owned by the caller through the URL; without it no column sorts. */
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  /**
   * The whole result is on this one page and the server orders it by nothing: every column with a value
   * (an `accessorFn`) sorts, here, by `sorting`.
   */
  sortOnPage?: boolean;
  /** The user's chosen columns (TanStack Table's state): their order and the hidden ones. */
  columnOrder?: ColumnOrderState;
  columnVisibility?: VisibilityState;
  rowId: (row: Row) => string;
  emptyText?: string;
  /**
   * The query the rows come from. Pending (no rows yet): placeholder rows stand in, the table is marked busy
   * and says 'Betöltés…'; fetching (a page or filter change): the table is marked busy.
   */
  query?: { isPending: boolean; isFetching: boolean };
  /**
   * On a phone each row is a card: its first column (the link that opens the record) as the card's
   * title, then this many further columns as labelled fields. False keeps the table (a table of
   * figures read across, such as a budget's).
   */
  cardFields?: number | false;
  /** Rows that can be ticked (bulk work on a list): a leading checkbox column, and one for the whole page. */
  selection?: RowSelection<Row>;
}

const SKELETON_ROWS = 5;
const CARD_FIELDS = 5;

const SORT_LABELS = { asc: 'növekvő', desc: 'csökkenő' } as const;

const NO_SORTING: SortingState = [];

const collator = new Intl.Collator('hu', { numeric: true, sensitivity: 'base' });
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A page's order: numbers by size, the rest as Hungarian text (Á after A, not after Z), empty cells after the rest. */
function pageSortingFn<Row>(a: TableRow<Row>, b: TableRow<Row>, columnId: string): number {
  const x: unknown = a.getValue(columnId);
  const y: unknown = b.getValue(columnId);
  if (isEmpty(x) || isEmpty(y)) return isEmpty(x) === isEmpty(y) ? 0 : isEmpty(x) ? 1 : -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
}

/** Every column with a value sorts on the page. */
const sortableOnPage = <Row,>(columns: ColumnDef<Row>[]): ColumnDef<Row>[] => columns.map((column) => ({ ...column, enableSorting: true, sortingFn: pageSortingFn }));
const sortedRowModel = getSortedRowModel();
const coreRowModel = getCoreRowModel();

/** Stands in for the rows of a long table that are not rendered. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className="data-table__spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

/**
 * The one table of the portal: TanStack Table over the rows of the current page. Ordering is the
 * server's (`order_by`, owned by the caller through the URL): the rows are shown as they arrive, and
 * only a column that sets `enableSorting` offers a sort button, where the caller takes the sorting;
 * where the whole result is on the page and the server orders by nothing (`sortOnPage`), the page sorts itself.
 * The columns show in the user's chosen order and visibility (TanStack Table's state).
 * On a phone (under 576 px) the rows become cards, so nothing is cut at the screen's edge.
 * A long table (a whole folder) renders only the rows near the view (table-window.ts).
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  sorting,
  onSortingChange,
  rowId,
  emptyText = 'Nincs találat.',
  query,
  cardFields = CARD_FIELDS,
  selection,
  sortOnPage = false,
  columnOrder,
  columnVisibility,
}: DataTableProps<Row>) {
  const phone = useIsPhone();
  const isLoading = query?.isPending ?? false;
  const isFetching = query?.isFetching ?? false;
  const current = sorting ?? NO_SORTING;
  const hasSelection = Boolean(selection);
  const shownColumns = useMemo(() => {
    const shown = sortOnPage ? sortableOnPage(columns) : columns;
    return hasSelection ? [selectionColumn<Row>(), ...shown] : shown;
  }, [columns, sortOnPage, hasSelection]);
  // The checkbox column leads whatever order the user chose for the others.
  const shownOrder = useMemo(() => (hasSelection && columnOrder ? [SELECTION_COLUMN_ID, ...columnOrder] : columnOrder), [hasSelection, columnOrder]);
  // The app does not run the React Compiler, so there is no memoization for TanStack Table's functions to defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as Row[],
    columns: shownColumns,
    getRowId: rowId,
    getCoreRowModel: coreRowModel,
    state: { sorting: sortOnPage ? current : NO_SORTING, columnOrder: shownOrder, columnVisibility },
    // Each option always set: the table merges a render's options into the previous ones, so one left out would stay.
    getSortedRowModel: sortedRowModel,
    manualSorting: !sortOnPage,
  });
  const sortedOf = (id: string) => {
    const entry = current.find((s) => s.id === id);
    return entry ? (entry.desc ? 'desc' : 'asc') : false;
  };
  // One column at a time, in the cycle ascending, descending, none.
  const toggle = (id: string) => {
    const sorted = sortedOf(id);
    onSortingChange?.(sorted === 'asc' ? [{ id, desc: true }] : sorted === 'desc' ? [] : [{ id, desc: false }]);
  };
  const tableRows = table.getRowModel().rows;
  const view = useTableWindow(isLoading ? 0 : tableRows.length, phone && cardFields !== false);
  const { windowed } = view;
  const provide = (node: ReactNode) => (selection ? <SelectionProvider value={pageSelection(selection, rows, rowId)}>{node}</SelectionProvider> : node);
  if (phone && cardFields !== false) {
    const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
    const headerOf = (columnId: string) => {
      const header = headers.get(columnId);
      return header ? flexRender(header.column.columnDef.header, header.getContext()) : null;
    };
    return provide(
      <DataCards
        label={label}
        rows={tableRows}
        headerOf={headerOf}
        fields={cardFields}
        selectable={Boolean(selection)}
        emptyText={emptyText}
        isLoading={isLoading}
        isFetching={isFetching}
        view={view}
      />,
    );
  }
  return provide(
    // A table wider than its box scrolls inside it; the box takes the focus so a keyboard can scroll it (axe: scrollable-region-focusable).
    <div className="data-table__scroll" tabIndex={0}>
      <table
        className="data-table"
        aria-label={label}
        aria-busy={isLoading || isFetching || undefined}
        // Only some rows are in the page: the table says how many it has, each row where it stands (the header row is the first).
        aria-rowcount={windowed.isVirtual ? tableRows.length + 1 : undefined}
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={windowed.isVirtual ? 1 : undefined}>
              {group.headers.map((header) => {
                const sorted = sortedOf(header.column.id);
                const canSort = Boolean(onSortingChange && (sortOnPage ? header.column.getCanSort() : header.column.columnDef.enableSorting));
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}>
                    {canSort ? (
                      <button type="button" className="data-table__sort" onClick={() => toggle(header.column.id)}>
                        {title}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                        {sorted ? <span className="visually-hidden"> ({SORT_LABELS[sorted]})</span> : null}
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={view.setList} onKeyDown={view.onKeyDown}>
          {isLoading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} className="data-table__skeleton" aria-hidden={index > 0 || undefined}>
                {table.getVisibleLeafColumns().map((column, cell) => (
                  <td key={column.id}>{index === 0 && cell === 0 ? <span className="visually-hidden">Betöltés…</span> : null}</td>
                ))}
              </tr>
            ))
          ) : tableRows.length === 0 ? (
            <tr>
              <td colSpan={table.getVisibleLeafColumns().length} className="data-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            <>
              {windowed.before ? <Spacer height={windowed.before} columns={table.getVisibleLeafColumns().length} /> : null}
              {windowed.indexes.map((index) => {
                const row = tableRows[index]!;
                return (
                  <tr
                    key={row.id}
                    data-index={index}
                    ref={windowed.isVirtual ? view.bindRow(index) : undefined}
                    aria-rowindex={windowed.isVirtual ? index + 2 : undefined}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                    ))}
                  </tr>
                );
              })}
              {windowed.after ? <Spacer height={windowed.after} columns={table.getVisibleLeafColumns().length} /> : null}
            </>
          )}
        </tbody>
      </table>
    </div>,
  );
}
