import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import { useStableHandler } from '@/lib/use-stable-handler';
import { useWindowRows } from '@/lib/use-window-rows';
import type { FieldChoices } from '../form/SchemaField';
import { LineEditorRow, rowErrors, withUnit, type LineHandlers } from './LineEditorRow';
import { sumColumn, type LineErrors, type LineRow, type LineTotal } from './lines';
import './LineEditor.css';

/**
 * The lines' columns: the ordinal, one per field, the line's buttons. The first typed text (a product's
 * name) gets twice the others' room, so what it holds stays readable. Header and lines share these columns
 * (CSS subgrid), so each name stands over its cells whatever the buttons' width.
 */
export function lineColumns(fields: readonly string[], itemMeta: SchemaMeta): string {
  const isText = (meta: FieldMeta | undefined) => meta?.kind === 'string' && !meta.readOnly && !meta.lookup && !meta.enumLabels && !meta.format;
  const wide = fields.find((name) => isText(itemMeta.fields[name]));
  return `2.5rem ${fields.map((name) => `minmax(0, ${name === wide ? 2 : 1}fr)`).join(' ')} auto`;
}

export interface LineEditorProps<Row extends LineRow = LineRow> {
  /** The list's label (the array field's). */
  label: string;
  /** The fields of one line; a read-only field is shown as a derived value, not typed. */
  itemMeta: SchemaMeta;
  columns: readonly string[];
  value: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** A cell left, by its key under the list ('0.name'): the form touches it (see form-validation.ts). */
  onBlur?: (cell: string) => void;
  /** The messages shown now (the form decides which), keyed '<rowIndex>.<field>', '<rowIndex>' for a whole line, '' for the list. */
  errors?: LineErrors;
  newRow: () => Row;
  /** Recomputes a line's derived fields after each edit of it. */
  derive?: (row: Row) => Row;
  totals?: readonly LineTotal[];
  /** At least this many lines are needed (the list is marked required when 1 or more). */
  minRows?: number;
  isDisabled?: boolean;
  /** The lines are given (a certification of each planned task): their cells are edited, none is added or removed. */
  isFixed?: boolean;
  addLabel?: string;
  /** A button on each line that saves it on its own (see LinesDeclaration.saveRow); `pendingIndex` is the line being saved. */
  rowAction?: { label: string; onPress: (index: number) => void; pendingIndex: number | null };
  /** A cell's options taken from the record (see LinesDeclaration.choices), by column. */
  choices?: Readonly<Record<string, FieldChoices>>;
  /** Cells not typed while their line says so, by column (see LinesDeclaration.disabledWhen). */
  disabledWhen?: Readonly<Record<string, (row: Row) => boolean>>;
}

const NO_CHOICES: Readonly<Record<string, FieldChoices>> = {};
const NO_CONDITIONS = {};

/** From this many lines on, only the lines near the view are rendered (a 300-line record stays quick to edit). */
export const VIRTUAL_LINES_FROM = 50;

/**
 * An array of objects as editable lines: each cell is the form's own input for its field, lines are
 * added and removed with labelled buttons, derived fields are recomputed on every edit, and the
 * declared sums show under the lines. Controlled: the form owns the value and the messages.
 * Below 576 px each line becomes a card of label/value pairs, so a phone never scrolls sideways.
 */
export function LineEditor<Row extends LineRow = LineRow>({
  label,
  itemMeta,
  columns,
  value,
  onChange,
  onBlur,
  errors = {},
  newRow,
  derive,
  totals,
  minRows = 0,
  isDisabled,
  isFixed = false,
  addLabel = 'Új sor',
  rowAction,
  choices = NO_CHOICES,
  disabledWhen = NO_CONDITIONS,
}: LineEditorProps<Row>) {
  const labelId = useId();
  const addRef = useRef<HTMLDivElement>(null);
  // Stable keys for lines, so a removed line takes its inputs (and their focus) with it.
  const [keys, setKeys] = useState<readonly string[]>(() => value.map((_, i) => `initial-${i}`));
  const [serial, setSerial] = useState(0);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const rowKeys = value.map((_, i) => keys[i] ?? `extra-${i}`);
  // The same array while the columns stay: the lines (memoised) render again only for what they show.
  const fieldsKey = columns.filter((name) => itemMeta.fields[name]).join('\n');
  const fields = useMemo(() => (fieldsKey ? fieldsKey.split('\n') : []), [fieldsKey]);
  const listError = errors[''];
  // A sum of a column the settings hide is not shown either.
  const shownTotals = totals?.filter((total) => fields.includes(total.field)) ?? [];

  const add = () => {
    const key = `new-${serial}`;
    setSerial(serial + 1);
    setKeys([...rowKeys, key]);
    setFocusKey(key);
    const row = newRow();
    onChange([...value, derive ? derive(row) : row]);
  };
  const remove = useStableHandler((index: number) => {
    setKeys(rowKeys.filter((_, i) => i !== index));
    onChange(value.filter((_, i) => i !== index));
    // The removed line's button is gone; focus goes to the add button, which stays.
    addRef.current?.querySelector('button')?.focus();
  });
  const edit = useStableHandler((index: number, name: string, cell: unknown) => {
    onChange(
      value.map((r, i) => {
        if (i !== index) return r;
        const row: Row = { ...r, [name]: cell };
        return derive ? derive(row) : row;
      }),
    );
  });
  const leave = useStableHandler((cell: string) => onBlur?.(cell));
  const action = useStableHandler((index: number) => rowAction?.onPress(index));
  const [handlers] = useState<LineHandlers>(() => ({ edit, remove, leave, action, focused: () => setFocusKey(null) }));
  const listRef = useRef<HTMLDivElement>(null);
  const lines = useWindowRows({ listRef, count: value.length, from: VIRTUAL_LINES_FROM, estimate: 64, gap: 8 });
  // A line to be focused that is not rendered (far down a long list) is scrolled to, so it renders.
  const focusIndex = focusKey === null ? -1 : rowKeys.indexOf(focusKey);
  useLayoutEffect(() => {
    if (focusIndex >= 0) lines.scrollToIndex(focusIndex);
  }, [focusIndex, lines]);
  // With only some lines rendered, Tab from the last rendered line's last control (Shift+Tab from the
  // first's first) would leave the list: it goes on to the next line instead, as with every line there.
  const tabOn = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!lines.isVirtual || event.key !== 'Tab') return;
    const rendered = lines.indexes;
    const edge = event.shiftKey ? rendered[0] : rendered[rendered.length - 1];
    const target = edge === undefined ? undefined : edge + (event.shiftKey ? -1 : 1);
    if (edge === undefined || target === undefined || target < 0 || target >= value.length) return;
    const row = event.currentTarget.querySelector(`[data-index="${edge}"]`);
    const controls = row ? [...row.querySelectorAll<HTMLElement>('input:not([disabled]), textarea, select, button:not([disabled])')] : [];
    const at = event.shiftKey ? controls[0] : controls[controls.length - 1];
    if (!at || at !== document.activeElement) return;
    event.preventDefault();
    setFocusKey(rowKeys[target] ?? null);
  };

  return (
    <section
      className={`line-editor${fields.length >= 5 ? ' line-editor--dense' : ''}`}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={listError ? `${labelId}-error` : undefined}
      data-invalid={listError ? 'true' : undefined}
    >
      {/* The add button stands above the lines: a new line (and its messages) grows the list below it, never moving it from the pointer. */}
      <div className="line-editor__header">
        <h3 id={labelId} className="line-editor__title">
          {label}
          {minRows > 0 ? <span aria-hidden="true"> *</span> : null}
        </h3>
        {isDisabled || isFixed ? null : (
          <div ref={addRef}>
            <Button variant="secondary" onPress={add}>
              {addLabel}
            </Button>
          </div>
        )}
      </div>
      {listError ? (
        <p id={`${labelId}-error`} className="field__error" role="alert">
          {listError}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p className="muted">Nincs sor.</p>
      ) : (
        <div className="line-editor__table" style={{ gridTemplateColumns: lineColumns(fields, itemMeta) }}>
          <div className="line-editor__head" aria-hidden="true">
            <span>#</span>
            {fields.map((name) => (
              <span key={name}>{itemMeta.fields[name]?.label}</span>
            ))}
            <span />
          </div>
          <div className="line-editor__rows" ref={listRef} onKeyDown={tabOn}>
            {lines.before ? <div className="line-editor__spacer" aria-hidden="true" style={{ height: lines.before }} /> : null}
            {lines.indexes.map((index) => {
              const key = rowKeys[index] ?? String(index);
              return (
                <LineEditorRow
                  key={key}
                  row={value[index]!}
                  index={index}
                  fields={fields}
                  itemMeta={itemMeta}
                  errors={rowErrors(errors, index)}
                  isDisabled={isDisabled}
                  isFixed={isFixed}
                  actionLabel={rowAction?.label}
                  isActionPending={rowAction?.pendingIndex === index}
                  choices={choices}
                  disabledWhen={disabledWhen as Readonly<Record<string, (row: LineRow) => boolean>>}
                  // A line just added (or reached by Tab past the rendered lines) takes the focus: its first input.
                  takesFocus={key === focusKey}
                  measure={lines.measure}
                  handlers={handlers}
                />
              );
            })}
            {lines.after ? <div className="line-editor__spacer" aria-hidden="true" style={{ height: lines.after }} /> : null}
          </div>
        </div>
      )}
      {shownTotals.length ? (
        <dl className="line-editor__totals">
          {shownTotals.map((total) => {
            const meta = itemMeta.fields[total.field];
            return (
              <div key={total.field} className="line-editor__total">
                <dt>Összesen ({meta?.label})</dt>
                <dd>{withUnit(sumColumn(value, total.field), meta)}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </section>
  );
}
