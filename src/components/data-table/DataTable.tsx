import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type OnChangeFn, type SortingState } from '@tanstack/react-table';

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers. */
  label: string;
  rows: readonly Row[];
  columns: ColumnDef<Row>[];
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  rowId: (row: Row) => string;
  emptyText?: string;
  /** No rows yet: placeholder rows stand in, the table is marked busy and says 'Betöltés…'. */
  isLoading?: boolean;
  /** New rows are on their way (a page or filter change): the table is marked busy. */
  isFetching?: boolean;
}

const SKELETON_ROWS = 5;

const SORT_LABELS = { asc: 'növekvő', desc: 'csökkenő' } as const;

/**
 * The one table of the portal: TanStack Table over the rows of the current page. Ordering is the
 * server's (`order_by`, owned by the caller through the URL): the rows are shown as they arrive, and
 * only a column that sets `enableSorting` offers a sort button.
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  sorting,
  onSortingChange,
  rowId,
  emptyText = 'Nincs találat.',
  isLoading = false,
  isFetching = false,
}: DataTableProps<Row>) {
  // The app does not run the React Compiler, so there is no memoization for TanStack Table's functions to defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as Row[],
    columns,
    state: { sorting },
    onSortingChange,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableMultiSort: false,
    defaultColumn: { enableSorting: false, sortDescFirst: false },
  });
  return (
    // A table wider than its box scrolls inside it; the box takes the focus so a keyboard can scroll it (axe: scrollable-region-focusable).
    <div className="data-table__scroll" tabIndex={0}>
      <table className="data-table" aria-label={label} aria-busy={isLoading || isFetching || undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    {canSort ? (
                      <button type="button" className="data-table__sort" onClick={header.column.getToggleSortingHandler()}>
                        {title}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
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
        <tbody>
          {isLoading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} className="data-table__skeleton" aria-hidden={index > 0 || undefined}>
                {columns.map((column, cell) => (
                  <td key={column.id ?? cell}>{index === 0 && cell === 0 ? <span className="visually-hidden">Betöltés…</span> : null}</td>
                ))}
              </tr>
            ))
          ) : table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="data-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
