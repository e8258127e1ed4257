import { flexRender, type Row as TableRow } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { SELECTION_COLUMN_ID } from './row-selection';
import type { TableWindow } from './table-window';

interface DataCardsProps<Row> {
  label: string;
  rows: TableRow<Row>[];
  headerOf: (columnId: string) => ReactNode;
  fields: number;
  /** The first cell is the row's checkbox (the selection column), the one for the page above the cards. */
  selectable: boolean;
  emptyText: string;
  isLoading: boolean;
  isFetching: boolean;
  /** Which cards are rendered (all, or those near the view of a long list). */
  view: TableWindow;
}

/** The rows as cards: the first cell (which opens the record; the whole card is its target) as the title, the next cells under their column's name. */
export function DataCards<Row>({
  label,
  rows,
  headerOf,
  fields,
  selectable,
  emptyText,
  isLoading,
  isFetching,
  view: { windowed, setList, bindRow, onKeyDown },
}: DataCardsProps<Row>) {
  if (isLoading) return <p className="data-cards__empty">Betöltés…</p>;
  if (rows.length === 0) return <p className="data-cards__empty">{emptyText}</p>;
  const cards = (
    <ul className="data-cards" aria-label={label} aria-busy={isFetching || undefined} ref={setList} onKeyDown={onKeyDown}>
      {windowed.before ? <li className="data-cards__spacer" aria-hidden="true" style={{ height: windowed.before }} /> : null}
      {windowed.indexes.map((index) => {
        const row = rows[index]!;
        const all = row.getVisibleCells();
        const select = selectable ? all.find((cell) => cell.column.id === SELECTION_COLUMN_ID) : undefined;
        const [first, ...rest] = all.filter((cell) => cell.column.id !== SELECTION_COLUMN_ID);
        return (
          <li
            key={row.id}
            className="data-card"
            data-index={index}
            ref={windowed.isVirtual ? bindRow(index) : undefined}
            // Only some cards are in the page: each says where it stands among all of them.
            aria-setsize={windowed.isVirtual ? rows.length : undefined}
            aria-posinset={windowed.isVirtual ? index + 1 : undefined}
          >
            {select ? <div className="data-card__select">{flexRender(select.column.columnDef.cell, select.getContext())}</div> : null}
            {first ? <div className="data-card__title">{flexRender(first.column.columnDef.cell, first.getContext())}</div> : null}
            <dl className="data-card__fields">
              {rest.slice(0, fields).map((cell) => (
                <div key={cell.id} className="data-card__field">
                  <dt>{headerOf(cell.column.id)}</dt>
                  <dd>{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
      {windowed.after ? <li className="data-cards__spacer" aria-hidden="true" style={{ height: windowed.after }} /> : null}
    </ul>
  );
  if (!selectable) return cards;
  return (
    <>
      <div className="data-cards__select-all">{headerOf(SELECTION_COLUMN_ID)}</div>
      {cards}
    </>
  );
}
