import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

/** The props every field takes besides its value. */
export interface FieldBaseProps {
  label: string;
  onBlur?: () => void;
  description?: ReactNode;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
}

/**
 * What every field passes alike to its react-aria field: its name, states and leaving; `errorMessage`
 * is the message it shows (the form's, or its own), which react-aria reads only as invalid.
 */
export function fieldProps({ name, onBlur, isRequired, isDisabled, isReadOnly, errorMessage }: Omit<FieldBaseProps, 'label' | 'description'>) {
  return { className: 'field', name, onBlur, isRequired, isDisabled, isReadOnly, isInvalid: Boolean(errorMessage), validationBehavior: 'aria' as const };
}

/** The field's label, with a '*' (hidden from screen readers, which hear 'required') when it is required. */
export function FieldLabel({ label, isRequired, isHidden }: { label: string; isRequired?: boolean; isHidden?: boolean }) {
  return (
    <Label className={isHidden ? 'visually-hidden' : 'field__label'}>
      {label}
      {isRequired ? <span aria-hidden="true"> *</span> : null}
    </Label>
  );
}

/** The parts every field shares under its input: the description and the error message. */
export function FieldHelp({ description, errorMessage }: { description?: ReactNode; errorMessage?: string | null }) {
  return (
    <>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </>
  );
}
