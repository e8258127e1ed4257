import { memo } from 'react';
import type { FieldMeta } from '@/generated/meta/types';
import type { LineErrors, LinesDeclaration } from '../lines/lines';
import { LinesField } from '../lines/LinesField';
import type { LookupParams } from './lookups';
import { SchemaField } from './SchemaField';
import { WarningList } from './warnings';

type Values = Readonly<Record<string, unknown>>;

export interface FieldInputProps {
  name: string;
  meta: FieldMeta;
  /** Lines for an array of objects (declared, or the item's plain fields); none for another field. */
  lines: LinesDeclaration | null;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
  errors: LineErrors;
  /** The value of the field a dependent chooser follows (its lookup's `dependsOn`). */
  dependsOnValue?: unknown;
  /** What the form's warnings say about this field now. */
  warnings: readonly string[];
  /** The form's values when a line is saved on its own (read then, so typing elsewhere does not render the lines). */
  record: () => Values;
  /** A line's cell left, by its key under the list ('0.name'). */
  onLeaveCell: (cell: string) => void;
  /** A line saved on its own: its messages (by cell, '' for the line) in the form's, none once saved. */
  onLineErrors: (index: number, errors: LineErrors) => void;
  lookupParams: LookupParams | undefined;
  isDisabled?: boolean;
  /** The field begins a start/end pair: it starts a new row, so the start stands left of its end. */
  startsRange?: boolean;
  slotRef?: (slot: HTMLElement | null) => void;
}

/**
 * One field of a record form in its slot (`data-field`, where a failed save's focus goes): its input or lines, and its warnings.
 * Memoised: the engine renders a registered field again when the form's run of the rules restates its messages; the input
 * renders only when what it shows changes.
 */
export const FieldInput = memo(function FieldInput({
  name,
  meta,
  lines,
  value,
  onChange,
  onBlur,
  errorMessage,
  errors,
  dependsOnValue,
  warnings,
  record,
  onLeaveCell,
  onLineErrors,
  lookupParams,
  isDisabled,
  startsRange,
  slotRef,
}: FieldInputProps) {
  const wide = Boolean(lines) || meta.kind === 'object';
  return (
    <div
      ref={slotRef}
      className={`record-form__field${wide ? ' record-form__field--wide' : ''}${startsRange ? ' record-form__field--range-start' : ''}`}
      data-field={name}
    >
      {lines ? (
        <LinesField
          label={meta.label}
          declaration={lines}
          value={value}
          onChange={onChange}
          onBlur={(cell) => {
            onBlur();
            onLeaveCell(cell);
          }}
          errors={errors}
          onLineErrors={onLineErrors}
          isDisabled={isDisabled}
          record={record}
        />
      ) : (
        <SchemaField
          name={name}
          meta={meta}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          errorMessage={errorMessage}
          errors={meta.kind === 'object' ? errors : undefined}
          dependsOnValue={dependsOnValue}
          lookupParams={lookupParams}
          isDisabled={isDisabled}
        />
      )}
      <WarningList messages={warnings} />
    </div>
  );
});
