import type { FieldMeta } from '@/generated/meta/types';
import type { LineErrors, LinesDeclaration } from '../lines/lines';
import { LinesField } from '../lines/LinesField';
import type { LookupParams } from './lookups';
import { SchemaField } from './SchemaField';
import { FieldWarnings, type FormWarning } from './warnings';

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
  values: Values;
  warnings: readonly FormWarning[];
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

/** One field of a record form in its slot (`data-field`, where a failed save's focus goes): its input or lines, and its warnings. */
export function FieldInput({
  name,
  meta,
  lines,
  value,
  onChange,
  onBlur,
  errorMessage,
  errors,
  values,
  warnings,
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
          record={values}
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
          dependsOnValue={meta.lookup?.dependsOn ? values[meta.lookup.dependsOn] : undefined}
          lookupParams={lookupParams}
          isDisabled={isDisabled}
        />
      )}
      <FieldWarnings warnings={warnings} field={name} values={values} />
    </div>
  );
}
