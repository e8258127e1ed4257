import { useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from './Button';

export interface FileFieldProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  errorMessage?: string | null;
  isRequired?: boolean;
  acceptedFileTypes?: string[];
}

/** Picks one file; shows its name, or 'Nincs kiválasztott fájl'. */
export function FileField({ label, file, onChange, errorMessage, isRequired, acceptedFileTypes }: FileFieldProps) {
  const id = useId();
  return (
    <div className="field" role="group" aria-labelledby={`${id}-label`} aria-describedby={errorMessage ? `${id}-error` : undefined}>
      <span id={`${id}-label`} className="field__label">
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </span>
      <div className="file-field">
        <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => onChange(files?.[0] ?? null)}>
          <Button variant="secondary" aria-label={`${label}: fájl kiválasztása`}>
            Fájl kiválasztása
          </Button>
        </FileTrigger>
        <span className="file-field__name">{file ? file.name : 'Nincs kiválasztott fájl'}</span>
        {file ? (
          <Button variant="quiet" onPress={() => onChange(null)} aria-label={`${label}: fájl eltávolítása`}>
            ✕
          </Button>
        ) : null}
      </div>
      {errorMessage ? (
        <span id={`${id}-error`} className="field__error" role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
