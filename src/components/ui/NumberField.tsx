import { Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { MESSAGES } from '@/generated/validators/helpers';
import { formatNumber } from '@/lib/format';
import { FieldHelp, FieldLabel, fieldProps, type FieldBaseProps } from './Field';
import './fields.css';

export interface NumberFieldProps extends FieldBaseProps {
  /** Empty is null. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Shown after the number: 'Ft' for money, 'Km'… (the spec's x-unit); not where the label names it already ('Óradíj (Ft)'). */
  unit?: string;
  /** Whole numbers only (an integer property). */
  isInteger?: boolean;
  minValue?: number;
  maxValue?: number;
  /** False for a number that is a code rather than a quantity: a year reads '2026', not '2 026'. */
  useGrouping?: boolean;
  /** The label for assistive technology only, where a column header (or a phone card's field name) shows it already. */
  isLabelHidden?: boolean;
}

/** The specification's message for a number outside [min, max] (section 5), or undefined when it is within. */
export function rangeMessage(value: number | null, minValue?: number, maxValue?: number, useGrouping = true): string | undefined {
  if (value === null) return undefined;
  const show = (n: number) => (useGrouping ? formatNumber(n, 6) : String(n));
  if (minValue !== undefined && value < minValue) return MESSAGES.min.replace('{min}', show(minValue));
  if (maxValue !== undefined && value > maxValue) return MESSAGES.max.replace('{max}', show(maxValue));
  return undefined;
}

/**
 * A number in Hungarian format (section 9): a space between every three digits (not in a year),
 * a decimal comma, the unit beside it. Emptying the input gives null. A number outside the range is
 * kept as typed (react-aria would clamp it on blur: a year '12' turning into '2000') and answered with
 * the specification's message, unless the form gives its own.
 */
export function NumberField({
  label,
  value,
  onChange,
  unit,
  isInteger,
  minValue,
  maxValue,
  useGrouping = true,
  isLabelHidden,
  description,
  ...field
}: NumberFieldProps) {
  const shownError = field.errorMessage ?? rangeMessage(value, minValue, maxValue, useGrouping);
  return (
    <AriaNumberField
      {...fieldProps({ ...field, errorMessage: shownError })}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      minValue={minValue}
      maxValue={maxValue}
      formatOptions={{ maximumFractionDigits: isInteger ? 0 : 6, useGrouping: useGrouping ? 'always' : false }}
      commitBehavior="validate"
    >
      <FieldLabel label={label} isRequired={field.isRequired} isHidden={isLabelHidden} />
      <Group className="number-field">
        <Input className="field__input number-field__input" />
        {unit && !label.trim().endsWith(`(${unit})`) ? <span className="number-field__unit">{unit}</span> : null}
      </Group>
      <FieldHelp description={description} errorMessage={shownError} />
    </AriaNumberField>
  );
}
