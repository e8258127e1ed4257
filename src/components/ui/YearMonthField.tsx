import { useState } from 'react';
import { MESSAGES } from '@/generated/validators/helpers';
import type { FieldBaseProps } from './Field';
import { TextField } from './TextField';

export interface YearMonthFieldProps extends FieldBaseProps {
  /** 'YYYY-MM', or null when empty; text that is not one is passed on as typed, for the form's check to refuse. */
  value: string | null;
  onChange: (value: string | null) => void;
}

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** '2026-11' from the ways a year and a month are commonly typed ('2026. 11.', '2026.11', '2026/11', '2026-1'); null when the text is none of them. */
export function readYearMonth(text: string): string | null {
  const match = /^\s*(\d{4})\s*[-./ ]\s*(\d{1,2})\s*\.?\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, '0')}` : null;
}

/**
 * A year and a month (a settlement period), 'YYYY-MM'. The common Hungarian ways of writing one are
 * taken as that month when the field is left; anything else stays as typed, and the field says which
 * form it wants (the form's message, or the same one when the form gives none).
 */
export function YearMonthField({ name, label, value, onChange, onBlur, description, errorMessage, isRequired, isDisabled, isReadOnly }: YearMonthFieldProps) {
  const text = value ?? '';
  const [isLeft, setLeft] = useState(false);
  const shownError = errorMessage ?? (isLeft && text !== '' && !YEAR_MONTH.test(readYearMonth(text) ?? text) ? MESSAGES.yearMonth : undefined);
  return (
    <TextField
      name={name}
      label={label}
      placeholder="ÉÉÉÉ-HH"
      description={description ?? 'Év és hónap, pl. 2026-11.'}
      errorMessage={shownError}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      value={text}
      onChange={(next) => onChange(next === '' ? null : next)}
      onBlur={() => {
        const read = readYearMonth(text);
        if (read && read !== text) onChange(read);
        setLeft(true);
        onBlur?.();
      }}
    />
  );
}
