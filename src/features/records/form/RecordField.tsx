import { Field, useStore, type AnyFormApi } from '@tanstack/react-form';
import { memo, useCallback, useMemo, useState } from 'react';
import { showLineErrors, touchField } from '@/components/form/form-validation';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import { sameMessages, type LineErrors, type LinesDeclaration } from '../lines/lines';
import { FieldInput } from './FieldInput';
import { lookupParams } from './lookups';
import { plainLines } from './record-form-props';
import { warningMessages, type FormWarning } from './warnings';

type Values = Readonly<Record<string, unknown>>;

/** What a record form's fields do with the form, each a function of one identity for the form's life. */
export interface FieldHandlers {
  change: (name: string, next: unknown) => void;
  blur: (name: string) => void;
  /** A line's cell left, by its key under the list ('products', '0.name'). */
  leaveCell: (name: string, cell: string) => void;
  lineErrors: (name: string, index: number, errors: LineErrors) => void;
  /** The form's values now. */
  values: () => Values;
}

/** The fields' handlers, one object for the form's life: a field given it renders again only for what it shows. */
export function useFieldHandlers(form: AnyFormApi, change: FieldHandlers['change']): FieldHandlers {
  const [handlers] = useState<FieldHandlers>(() => ({
    change,
    blur: (name) => touchField(form, name),
    leaveCell: (name, cell) => touchField(form, `${name}.${cell}`),
    lineErrors: (name, index, errors) => showLineErrors(form, name, index, errors),
    values: () => form.state.values as Values,
  }));
  return handlers;
}

export interface RecordFieldProps {
  form: AnyFormApi;
  name: string;
  /** The field's own meta (the spec's), and whether the settings make it mandatory. */
  meta: FieldMeta;
  isSteeredRequired: boolean;
  /** The declared lines of an array of objects, if any (else its item's plain fields). */
  declaredLines: LinesDeclaration | undefined;
  isLines: boolean;
  /** The form's meta, its start values and the record's id: what a free-option search's query reads. */
  formMeta: SchemaMeta;
  startValues: Values;
  recordId: number | undefined;
  errorMessage: string | undefined;
  errors: LineErrors;
  warnings: readonly FormWarning[];
  handlers: FieldHandlers;
  isDisabled: boolean | undefined;
  startsRange: boolean;
  slotRef: (slot: HTMLElement | null) => void;
}

const NONE: readonly string[] = [];

/** The same strings in the same order (a selector's answer that need not render again). */
const sameStrings = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * One field of a record form, rendered again only when what it shows changes: its own value and
 * messages (through its registered `form.Field`), the parent a dependent chooser follows, the fields a
 * free-option search reads, and its warnings. A key pressed in another field renders none of it.
 */
function RecordFieldBody({
  form,
  name,
  meta: declared,
  isSteeredRequired,
  declaredLines,
  isLines,
  formMeta,
  startValues,
  recordId,
  errorMessage,
  errors,
  warnings,
  handlers,
  isDisabled,
  startsRange,
  slotRef,
}: RecordFieldProps) {
  // A field the settings make mandatory is marked so, as a required one of the spec is.
  const meta = useMemo<FieldMeta>(() => (isSteeredRequired ? { ...declared, required: true, nullable: undefined } : declared), [declared, isSteeredRequired]);
  const lines = useMemo(() => (isLines ? (declaredLines ?? plainLines(meta.items!)) : null), [isLines, declaredLines, meta]);
  const { lookup } = meta;
  const dependsOnValue: unknown = useStore(form.store, (state) => (lookup?.dependsOn ? (state.values as Values)[lookup.dependsOn] : undefined));
  // The search's query as text: the same query reads as the same text, so only a change of the fields it reads renders the field.
  const paramsKey = useStore(form.store, (state) =>
    lookup?.query ? JSON.stringify(lookupParams(lookup, formMeta, state.values as Values, startValues, recordId)) : '',
  );
  const params = useMemo(() => (paramsKey ? (JSON.parse(paramsKey) as ReturnType<typeof lookupParams>) : undefined), [paramsKey]);
  const own = useMemo(() => warnings.filter((warning) => warning.field === name), [warnings, name]);
  const shownWarnings = useStore(form.store, (state) => (own.length ? warningMessages(own, name, state.values as Values) : NONE), sameStrings);
  // The same functions while the field stays: FieldInput (memoised) renders only when what it shows changes.
  const onChange = useCallback((next: unknown) => handlers.change(name, next), [handlers, name]);
  const onBlur = useCallback(() => handlers.blur(name), [handlers, name]);
  const onLeaveCell = useCallback((cell: string) => handlers.leaveCell(name, cell), [handlers, name]);
  const onLineErrors = useCallback((index: number, lineErrors: LineErrors) => handlers.lineErrors(name, index, lineErrors), [handlers, name]);
  return (
    <Field form={form} name={name}>
      {(field) => (
        <FieldInput
          name={name}
          meta={meta}
          lines={lines}
          value={field.state.value}
          onChange={onChange}
          onBlur={onBlur}
          errorMessage={errorMessage}
          errors={errors}
          dependsOnValue={dependsOnValue}
          warnings={shownWarnings}
          record={handlers.values}
          onLeaveCell={onLeaveCell}
          onLineErrors={onLineErrors}
          lookupParams={params}
          isDisabled={isDisabled}
          startsRange={startsRange}
          slotRef={slotRef}
        />
      )}
    </Field>
  );
}

/** The props are the same: each by identity, the messages of the field's parts by content (the form works them out afresh). */
const sameProps = (a: RecordFieldProps, b: RecordFieldProps) =>
  (Object.keys(a) as (keyof RecordFieldProps)[]).every((key) => (key === 'errors' ? sameMessages(a.errors, b.errors) : Object.is(a[key], b[key])));

export const RecordField = memo(RecordFieldBody, sameProps);
