import type { ColumnDef } from '@tanstack/react-table';
import { createContext, use, type CSSProperties } from 'react';
import { useFocusRing } from 'react-aria/useFocusRing';
import { Checkbox, CheckboxBox } from '@/components/ui/Checkbox';
import './row-selection.css';

/** The rows ticked in a table, by row id, owned by the caller (the list screen keeps them per page). */
export interface RowSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  /** A row's name for its checkbox's label ('… kijelölése'): a screen reader hears which record it ticks. */
  rowName: (row: Row) => string;
}

/** What the checkboxes read: the selection and the rows of the page, by id. */
export interface PageSelection {
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  /** The page's row ids, in order, each with its name. */
  names: ReadonlyMap<string, string>;
}

export const SELECTION_COLUMN_ID = 'kijeloles';

// The names are labels, not text: a row's name twice in its row would make the row's text ambiguous to a search by text.
// The checkboxes read the selection from here, so the column's header and cell stay the same components
// from render to render: a new function each time would mount new checkboxes and lose the focus on each tick.
const SelectionContext = createContext<PageSelection | null>(null);
export const SelectionProvider = SelectionContext.Provider;

/** The page's selection, for the table to provide: the rows' names taken once per render. */
export function pageSelection<Row>(selection: RowSelection<Row>, rows: readonly Row[], rowId: (row: Row) => string): PageSelection {
  return { selected: selection.selected, onChange: selection.onChange, names: new Map(rows.map((row) => [rowId(row), selection.rowName(row)])) };
}

function SelectPage() {
  const selection = use(SelectionContext);
  if (!selection) return null;
  const { selected, onChange, names } = selection;
  const ids = [...names.keys()];
  const ticked = ids.filter((id) => selected.has(id)).length;
  return (
    <Checkbox
      className="data-table__select"
      isSelected={ids.length > 0 && ticked === ids.length}
      isIndeterminate={ticked > 0 && ticked < ids.length}
      isDisabled={ids.length === 0}
      onChange={(on) => onChange(on ? new Set([...selected, ...ids]) : new Set([...selected].filter((id) => !names.has(id))))}
    >
      <span className="visually-hidden">Az oldal összes sorának kijelölése</span>
    </Checkbox>
  );
}

// react-aria's visually hidden style, as its Checkbox puts it around the input.
const HIDDEN_INPUT: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
};

/**
 * A row's checkbox: the element react-aria-components' Checkbox renders (a label around a visually hidden native
 * checkbox and the drawn box, the same classes, names and state attributes), with the native input doing the toggling.
 * A page of a list mounts one per row at each page change: react-aria's component (press, hover, validation and
 * toggle state per checkbox) was the largest part of a 75-row page change (npm run bench).
 */
function RowCheckbox({ isSelected, onChange, label }: { isSelected: boolean; onChange: (on: boolean) => void; label: string }) {
  const { isFocused, isFocusVisible, focusProps } = useFocusRing();
  return (
    <label
      className="checkbox data-table__select"
      data-selected={isSelected || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <span style={HIDDEN_INPUT}>
        <input {...focusProps} aria-label={label} tabIndex={0} type="checkbox" checked={isSelected} onChange={(event) => onChange(event.target.checked)} />
      </span>
      <CheckboxBox />
    </label>
  );
}

function SelectRow({ row }: { row: { id: string } }) {
  const selection = use(SelectionContext);
  if (!selection) return null;
  const { selected, onChange, names } = selection;
  const toggle = (on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(row.id);
    else next.delete(row.id);
    onChange(next);
  };
  return <RowCheckbox isSelected={selected.has(row.id)} onChange={toggle} label={`${names.get(row.id) ?? ''} kijelölése`} />;
}

/** The leading column of a table whose rows can be ticked: one checkbox per row, and one in the header for every row of the page. */
export function selectionColumn<Row>(): ColumnDef<Row> {
  return { id: SELECTION_COLUMN_ID, enableSorting: false, header: SelectPage, cell: SelectRow };
}
