import { memo, useCallback } from 'react';
import { Button } from '@/components/ui/Button';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import { formatAmount } from '@/lib/format';
import { displayValue } from '../display';
import { SchemaField, type FieldChoices } from '../form/SchemaField';
import { sameMessages, type LineErrors, type LineRow } from './lines';

/** A number with its field's unit (x-unit, 'Ft' for money), Hungarian style: '1 234 567 Ft'. */
export function withUnit(value: number, meta: FieldMeta | undefined) {
  return formatAmount(value, meta?.unit);
}

/** What a line does with its list, each a function of one identity for the editor's life. */
export interface LineHandlers {
  edit: (index: number, name: string, cell: unknown) => void;
  remove: (index: number) => void;
  /** A cell left, by its key under the list ('0.name'). */
  leave: (cell: string) => void;
  action: (index: number) => void;
  /** The line that was to take the focus has it. */
  focused: () => void;
}

export interface LineEditorRowProps {
  row: LineRow;
  index: number;
  fields: readonly string[];
  itemMeta: SchemaMeta;
  /** This line's messages: by cell, '' for the whole line. */
  errors: LineErrors;
  isDisabled: boolean | undefined;
  isFixed: boolean;
  /** The label of the line's own button (see LinesDeclaration.saveRow), and whether this line is being saved. */
  actionLabel: string | undefined;
  isActionPending: boolean;
  choices: Readonly<Record<string, FieldChoices>>;
  disabledWhen: Readonly<Record<string, (row: LineRow) => boolean>>;
  /** The line was just added (or reached by Tab): its first input takes the focus. */
  takesFocus: boolean;
  /** The virtualizer's measure of a rendered line (a long list), or none. */
  measure: ((element: HTMLElement | null) => void) | undefined;
  handlers: LineHandlers;
}

/**
 * One line of a LineEditor: its ordinal, a cell per field, its buttons and message. Rendered again only
 * when its own row, messages or state change: a key typed in one line leaves the others as they are.
 */
function LineEditorRowBody({
  row,
  index,
  fields,
  itemMeta,
  errors,
  isDisabled,
  isFixed,
  actionLabel,
  isActionPending,
  choices,
  disabledWhen,
  takesFocus,
  measure,
  handlers,
}: LineEditorRowProps) {
  const ordinal = `${index + 1}.`;
  const rowError = errors[''];
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (element && takesFocus) {
        element.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
        handlers.focused();
      }
      measure?.(element);
    },
    [takesFocus, measure, handlers],
  );
  return (
    <div ref={ref} data-index={index} className="line-editor__row" role="group" aria-label={`${ordinal} sor`}>
      <span className="line-editor__ordinal" aria-hidden="true">
        {ordinal}
      </span>
      {fields.map((name) => {
        const meta = itemMeta.fields[name]!;
        if (meta.readOnly) {
          return (
            <div key={name} className="line-editor__cell line-editor__cell--derived">
              <span className="field__label">{meta.label}</span>
              <output aria-label={`${ordinal} sor: ${meta.label}`}>
                {typeof row[name] === 'number' ? withUnit(row[name], meta) : displayValue(row[name], meta, name)}
              </output>
            </div>
          );
        }
        return (
          <div key={name} className="line-editor__cell">
            <SchemaField
              name={`${index}.${name}`}
              meta={meta}
              value={row[name]}
              onChange={(cell) => handlers.edit(index, name, cell)}
              onBlur={() => handlers.leave(`${index}.${name}`)}
              errorMessage={errors[name]}
              dependsOnValue={meta.lookup?.dependsOn ? row[meta.lookup.dependsOn] : undefined}
              choices={choices[name]}
              isDisabled={isDisabled || disabledWhen[name]?.(row) === true}
            />
          </div>
        );
      })}
      {(isDisabled || isFixed) && actionLabel === undefined ? (
        <span />
      ) : (
        <span className="line-editor__row-buttons">
          {actionLabel !== undefined ? (
            <Button
              variant="secondary"
              aria-label={`${actionLabel} (${ordinal} sor)`}
              isPending={isActionPending}
              isDisabled={isDisabled}
              onPress={() => handlers.action(index)}
            >
              {actionLabel}
            </Button>
          ) : null}
          {isDisabled || isFixed ? null : (
            <Button variant="quiet" className="line-editor__remove" aria-label={`Törlés (${ordinal} sor)`} onPress={() => handlers.remove(index)}>
              Törlés
            </Button>
          )}
        </span>
      )}
      {rowError ? (
        <p className="field__error line-editor__row-error" role="alert">
          {rowError}
        </p>
      ) : null}
    </div>
  );
}

/** Each prop the same by identity, the line's messages by content (the editor picks them out afresh). */
const sameProps = (a: LineEditorRowProps, b: LineEditorRowProps) =>
  (Object.keys(a) as (keyof LineEditorRowProps)[]).every((key) => (key === 'errors' ? sameMessages(a.errors, b.errors) : Object.is(a[key], b[key])));

export const LineEditorRow = memo(LineEditorRowBody, sameProps);

/** One line's messages out of the list's ('<rowIndex>.<field>', '<rowIndex>'): by cell, '' for the line. */
export function rowErrors(errors: LineErrors, index: number): LineErrors {
  const prefix = `${index}.`;
  const own: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === String(index)) own[''] = message;
    else if (key.startsWith(prefix)) own[key.slice(prefix.length)] = message;
  }
  return own;
}
