import type { ReactNode } from 'react';
import { Input, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel } from './Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'isInvalid'> {
  label: string;
  description?: ReactNode;
  /** Shown (and the field marked invalid) when set. */
  errorMessage?: string | null;
  /** Rows for a multi-line field; a single-line input when omitted. */
  rows?: number;
  placeholder?: string;
}

export function TextField({ label, description, errorMessage, rows, placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage)} className={`field${typeof className === 'string' ? ` ${className}` : ''}`}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      {rows ? <TextArea rows={rows} placeholder={placeholder} className="field__input" /> : <Input placeholder={placeholder} className="field__input" />}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
