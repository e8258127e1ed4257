import { useId } from 'react';
import { Checkbox } from '@/components/ui/Checkbox';
import type { SchemaFieldProps } from './schema-field-props';

/** A yes/no field; a message for it (the server's, on a position's needs_tender) shows under the box. */
export function BooleanField({
  name,
  label,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: Pick<SchemaFieldProps, 'name' | 'value' | 'onChange' | 'errorMessage' | 'isDisabled'> & { label: string }) {
  const errorId = useId();
  return (
    <div className="field">
      <Checkbox
        name={name}
        isSelected={value === true}
        onChange={(selected) => onChange(selected)}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        aria-describedby={errorMessage ? errorId : undefined}
      >
        {label}
      </Checkbox>
      {errorMessage ? (
        <p id={errorId} className="field__error">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
