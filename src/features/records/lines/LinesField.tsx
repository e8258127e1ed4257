import { useState } from 'react';
import { MESSAGES } from '@/generated/validators/helpers';
import { SAVE_FAILED, errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { formValues } from '../section';
import { LineEditor } from './LineEditor';
import { readsContext, resolveLines, type LineContext, type LineErrors, type LineRow, type LinesDeclaration } from './lines';
import { useLineContext } from './use-line-context';

type RecordValues = Readonly<Record<string, unknown>>;

export interface LinesFieldProps {
  label: string;
  declaration: LinesDeclaration;
  value: unknown;
  onChange: (rows: LineRow[]) => void;
  /** A cell left, by its key under the list ('0.name'). */
  onBlur?: (cell: string) => void;
  /** The messages shown now, by key under the list (a line save's among them). */
  errors?: LineErrors;
  /** A line saved on its own (LinesDeclaration.saveRow): its messages, by cell ('' for the line), go into the form's; none once saved. */
  onLineErrors?: (index: number, errors: LineErrors) => void;
  isDisabled?: boolean;
  /** The form's values, for a declaration's line save (the commitment's currency); a function is read when a line is saved. */
  record?: RecordValues | (() => RecordValues);
}

const isRow = (item: unknown): item is LineRow => typeof item === 'object' && item !== null && !Array.isArray(item);

/**
 * A declared lines field (`form.lines[name]` of a section): applies the settings gate, the derive
 * rule and the defaults of a new line, then renders the line editor. Renders nothing when the
 * settings hide the list. Lines whose rules read no settings do not wait for them (they need no sign-in).
 */
export function LinesField(props: LinesFieldProps) {
  return readsContext(props.declaration) ? <LinesFieldInContext {...props} /> : <LinesFieldBody {...props} context={null} />;
}

function LinesFieldInContext(props: LinesFieldProps) {
  return <LinesFieldBody {...props} context={useLineContext()} />;
}

function LinesFieldBody({
  label,
  declaration,
  value,
  onChange,
  onBlur,
  errors = {},
  isDisabled,
  record = {},
  onLineErrors,
  context,
}: LinesFieldProps & { context: LineContext | null }) {
  const lines = resolveLines(declaration, context);
  const [savingIndex, setSavingIndex] = useState<number | null>(null);
  if (lines.hidden) return null;
  const rows = Array.isArray(value) ? value.filter(isRow) : [];
  const { saveRow } = declaration;
  // The lines are disabled while one is saved, so `rows` is still what the answer replaces a line of.
  const saveLine = async (index: number) => {
    const row = rows[index];
    if (!saveRow || !row || savingIndex !== null) return;
    // A line with an empty required cell is not sent: its cells say what is missing.
    const missing = lines.columns.filter((name) => {
      const meta = declaration.itemMeta.fields[name];
      return meta?.required && !meta.readOnly && (row[name] === null || row[name] === undefined || row[name] === '');
    });
    if (missing.length) {
      onLineErrors?.(index, Object.fromEntries(missing.map((name) => [name, MESSAGES.required])));
      return;
    }
    setSavingIndex(index);
    try {
      const saved = await saveRow.save(row, typeof record === 'function' ? record() : record);
      onLineErrors?.(index, {});
      onChange(rows.map((r, i) => (i === index ? { ...r, ...saved } : r)));
      toast.success(saveRow.toast);
    } catch (error) {
      const own = Object.entries(errorsFromFailure(error, SAVE_FAILED)).map(([field, message]) =>
        field === 'detail' || field === 'non_field_errors' ? ['', message] : [field, message],
      );
      onLineErrors?.(index, Object.fromEntries(own));
    } finally {
      setSavingIndex(null);
    }
  };
  return (
    <LineEditor
      label={label}
      itemMeta={declaration.itemMeta}
      columns={lines.columns}
      value={rows}
      onChange={onChange}
      onBlur={onBlur}
      errors={errors}
      rowAction={saveRow && !isDisabled ? { label: saveRow.label, onPress: (index) => void saveLine(index), pendingIndex: savingIndex } : undefined}
      newRow={lines.newRow ?? (() => formValues({ meta: declaration.itemMeta, fields: lines.columns.filter((name) => !declaration.itemMeta.fields[name]?.readOnly) }))}
      derive={lines.derive}
      totals={declaration.totals}
      minRows={lines.minRows}
      isDisabled={isDisabled || savingIndex !== null}
      addLabel={declaration.addLabel}
      isFixed={declaration.fixed}
      choices={declaration.choices}
      disabledWhen={declaration.disabledWhen}
    />
  );
}
