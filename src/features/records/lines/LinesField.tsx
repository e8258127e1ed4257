import { formValues } from '../section';
import { LineEditor } from './LineEditor';
import { resolveLines, type LineErrors, type LineRow, type LinesDeclaration } from './lines';
import { useLineContext } from './use-line-context';

export interface LinesFieldProps {
  label: string;
  declaration: LinesDeclaration;
  value: unknown;
  onChange: (rows: LineRow[]) => void;
  onBlur?: () => void;
  errors?: LineErrors;
  isDisabled?: boolean;
}

const isRow = (item: unknown): item is LineRow => typeof item === 'object' && item !== null && !Array.isArray(item);

/**
 * A declared lines field (`form.lines[name]` of a section): applies the settings gate, the derive
 * rule and the defaults of a new line, then renders the line editor. Renders nothing when the
 * settings hide the list.
 */
export function LinesField({ label, declaration, value, onChange, onBlur, errors, isDisabled }: LinesFieldProps) {
  const lines = resolveLines(declaration, useLineContext());
  if (lines.hidden) return null;
  const rows = Array.isArray(value) ? value.filter(isRow) : [];
  return (
    <LineEditor
      label={label}
      itemMeta={declaration.itemMeta}
      columns={lines.columns}
      value={rows}
      onChange={onChange}
      onBlur={onBlur}
      errors={errors}
      newRow={lines.newRow ?? (() => formValues({ meta: declaration.itemMeta, fields: lines.columns.filter((name) => !declaration.itemMeta.fields[name]?.readOnly) }))}
      derive={lines.derive}
      totals={declaration.totals}
      minRows={lines.minRows}
      isDisabled={isDisabled}
      addLabel={declaration.addLabel}
    />
  );
}
