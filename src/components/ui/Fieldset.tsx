import type { ReactNode } from 'react';
import './fields.css';

export interface FieldsetProps {
  /** The group's title, read as the name of every field inside. */
  label: string;
  description?: ReactNode;
  errorMessage?: string | null;
  children: ReactNode;
}

/** A titled group of fields: two columns on a wide screen, one on a phone. */
export function Fieldset({ label, description, errorMessage, children }: FieldsetProps) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{label}</legend>
      {description ? <p className="field__description">{description}</p> : null}
      {errorMessage ? (
        <p className="field__error" role="alert">
          {errorMessage}
        </p>
      ) : null}
      <div className="fieldset__fields">{children}</div>
    </fieldset>
  );
}
