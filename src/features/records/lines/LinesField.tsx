import { useState } from 'react';
import { MESSAGES } from '@/generated/validators/helpers';
import { SAVE_FAILED, errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { formValues } from '../section';
import { LineEditor } from './LineEditor';
import { errorsAfterChange, readsContext, resolveLines, type LineContext, type LineErrors, type LineRow, type LinesDeclaration } from './lines';
import { useLineContext } from './use-line-context';

export interface LinesFieldProps {
  label: string;
  declaration: LinesDeclaration;
  value: unknown;
  onChange: (rows: LineRow[]) => void;
  onBlur?: () => void;
  errors?: LineErrors;
  isDisabled?: boolean;
  /** The form's values, for a declaration's line save (the commitment's currency). */
  record?: Readonly<Record<string, unknown>>;
  /** How many times the form was submitted (see LineEditor). */
  submissions?: number;
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
  submissions,
  context,
}: LinesFieldProps & { context: LineContext | null }) {
  const lines = resolveLines(declaration, context);
  // A line save's messages, by '<rowIndex>.<field>' (or '<rowIndex>'), until the line is edited.
  const [saveErrors, setSaveErrors] = useState<LineErrors>({});
  const [savingIndex, setSavingIndex] = useState<number | null>(null);
  if (lines.hidden) return null;
  const rows = Array.isArray(value) ? value.filter(isRow) : [];
  const change = (next: LineRow[]) => {
    setSaveErrors(errorsAfterChange(saveErrors, rows, next));
    onChange(next);
  };
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
      setSaveErrors({ ...saveErrors, ...Object.fromEntries(missing.map((name) => [`${index}.${name}`, MESSAGES.required])) });
      return;
    }
    setSavingIndex(index);
    try {
      const saved = await saveRow.save(row, record);
      setSaveErrors(Object.fromEntries(Object.entries(saveErrors).filter(([key]) => key.split('.')[0] !== String(index))));
      onChange(rows.map((r, i) => (i === index ? { ...r, ...saved } : r)));
      toast.success(saveRow.toast);
    } catch (error) {
      const own = Object.entries(errorsFromFailure(error, SAVE_FAILED)).map(([field, message]) =>
        field === 'detail' || field === 'non_field_errors' ? [String(index), message] : [`${index}.${field}`, message],
      );
      setSaveErrors({ ...saveErrors, ...Object.fromEntries(own) });
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
      onChange={change}
      onBlur={onBlur}
      errors={{ ...errors, ...saveErrors }}
      rowAction={saveRow && !isDisabled ? { label: saveRow.label, onPress: (index) => void saveLine(index), pendingIndex: savingIndex } : undefined}
      newRow={lines.newRow ?? (() => formValues({ meta: declaration.itemMeta, fields: lines.columns.filter((name) => !declaration.itemMeta.fields[name]?.readOnly) }))}
      derive={lines.derive}
      totals={declaration.totals}
      minRows={lines.minRows}
      isDisabled={isDisabled || savingIndex !== null}
      addLabel={declaration.addLabel}
      isFixed={declaration.fixed}
      submissions={submissions}
      choices={declaration.choices}
      disabledWhen={declaration.disabledWhen}
    />
  );
}
