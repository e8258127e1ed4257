import { Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
import './fields.css';

export interface NumberFieldProps extends FieldBaseProps {
  /** Empty is null. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Shown after the number: 'Ft' for money, 'Km'… (the spec's x-unit). */
  unit?: string;
  /** Whole numbers only (an integer property). */
  isInteger?: boolean;
  minValue?: number;
  maxValue?: number;
  /** False for a number that is a code rather than a quantity: a year reads '2026', not '2 026'. */
  useGrouping?: boolean;
}

/**
 * A number in Hungarian format (section 9): a space between every three digits (not in a year),
 * a decimal comma, the unit beside it. Emptying the input gives null.
 */
export function NumberField({
  label,
  value,
  onChange,
  onBlur,
  unit,
  isInteger,
  minValue,
  maxValue,
  useGrouping = true,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isReadOnly,
  name,
}: NumberFieldProps) {
  return (
    <AriaNumberField
      className="field"
      name={name}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      onBlur={onBlur}
      minValue={minValue}
      maxValue={maxValue}
      formatOptions={{ maximumFractionDigits: isInteger ? 0 : 6, useGrouping: useGrouping ? 'always' : false }}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className="number-field">
        <Input className="field__input number-field__input" />
        {unit ? <span className="number-field__unit">{unit}</span> : null}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
