import { useState } from 'react';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { hungarianNumber, parseNumberInput, type NumberInput } from '@/components/form/inputs';
import { FieldHelp, FieldLabel, fieldProps, type FieldBaseProps } from './Field';
import './fields.css';

export interface NumberFieldProps extends FieldBaseProps {
  /** Empty is null; text typed that is no number comes back as that text, so it can be refused by name. */
  value: NumberInput;
  onChange: (value: NumberInput) => void;
  /** Shown after the number: 'Ft' for money, 'Km'… (the spec's x-unit); not where the label names it already ('Óradíj (Ft)'). */
  unit?: string;
  /** The least the form's rules take: a minus is offered on a phone's keyboard only where it is below zero (or none is given). */
  minValue?: number;
  /** False for a number that is a code rather than a quantity: a year reads '2026', not '2 026'. */
  useGrouping?: boolean;
  /** The label for assistive technology only, where a column header (or a phone card's field name) shows it already. */
  isLabelHidden?: boolean;
  /** Called with the value when the field is left or Enter is pressed (a quantity sent in place, a filter applied), after `onBlur`. */
  onCommit?: (value: NumberInput) => void;
}

const shownText = (value: NumberInput, useGrouping: boolean) => (value === null ? '' : typeof value === 'number' ? hungarianNumber(value, useGrouping) : value);

/** What was typed, what it reads as, and the value the field had when it was typed (kept while the owner keeps either). */
interface Draft {
  text: string;
  parsed: NumberInput;
  before: NumberInput;
}

/**
 * A number in Hungarian format (section 9): a space between every three digits (not in a year), a
 * decimal comma, the unit beside it. A text input that keeps exactly what is typed: a minus, a letter
 * or an exponent is never dropped; text that is no number is handed on as text, for the form's rules
 * to refuse (numberMessage: section 5's message, as for a number outside the range or a fraction where
 * whole numbers go). It shows the message its owner gives only, so the form's rule decides when (once
 * the field is left or a save was tried). Leaving a right number shows it in the Hungarian form.
 */
export function NumberField({ label, value, onChange, unit, minValue, useGrouping = true, isLabelHidden, description, onCommit, ...field }: NumberFieldProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  // The typed text stays while the owner holds what it reads as, or ignores it (a filter applies only numbers).
  const kept = draft && (Object.is(value, draft.parsed) || Object.is(value, draft.before)) ? draft : null;
  const current = kept ? kept.parsed : value;
  const allowsMinus = minValue === undefined || minValue < 0;
  return (
    <AriaTextField
      {...fieldProps(field)}
      value={kept ? kept.text : shownText(value, useGrouping)}
      onChange={(text) => {
        const parsed = parseNumberInput(text);
        setDraft({ text, parsed, before: value });
        onChange(parsed);
      }}
      onBlur={() => {
        if (typeof current === 'number') setDraft(null);
        field.onBlur?.();
        onCommit?.(current);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit?.(current);
        else event.continuePropagation();
      }}
      inputMode={allowsMinus ? 'text' : 'decimal'}
    >
      <FieldLabel label={label} isRequired={field.isRequired} isHidden={isLabelHidden} />
      <Group className="number-field">
        <Input className="field__input number-field__input" />
        {unit && !label.trim().endsWith(`(${unit})`) ? <span className="number-field__unit">{unit}</span> : null}
      </Group>
      <FieldHelp description={description} errorMessage={field.errorMessage} />
    </AriaTextField>
  );
}
