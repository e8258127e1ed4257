import { useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { FieldHelp } from '@/components/ui/Field';
import { MESSAGES, prefixMatches } from './extra-fields';

export interface ChoiceOption {
  key: Key;
  label: string;
}

export interface ChoiceComboBoxProps {
  label: string;
  options: readonly ChoiceOption[];
  value: Key | null;
  onChange: (value: Key | null) => void;
  onBlur?: () => void;
  /** A mandatory choice cannot be cleared: emptying the text restores the chosen option. */
  isRequired?: boolean;
  isReadOnly?: boolean;
  errorMessage?: string | null;
}

/**
 * A searchable choice: typing lists at most five options whose label starts with the text
 * (section 9); opening it without typing lists them all.
 */
export function ChoiceComboBox({ label, options, value, onChange, onBlur, isRequired = false, isReadOnly = false, errorMessage }: ChoiceComboBoxProps) {
  // The text being typed; null while the input simply shows the chosen option.
  const [typed, setTyped] = useState<string | null>(null);
  const selected = options.find((o) => o.key === value) ?? null;
  const items = typed === null || typed.trim() === '' ? options : prefixMatches(options, typed);

  return (
    <ComboBox
      className="field extra-fields__combobox"
      items={items}
      value={selected ? selected.key : null}
      inputValue={typed ?? selected?.label ?? ''}
      onInputChange={(text) => {
        setTyped(text);
        if (text === '' && !isRequired && value !== null) onChange(null);
      }}
      // Also called on blur with the current value, which puts the chosen option's label back.
      onChange={(key) => {
        setTyped(null);
        if (key !== value && (key !== null || !isRequired)) onChange(key);
      }}
      onBlur={onBlur}
      allowsEmptyCollection
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className="field__label">
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </Label>
      <div className="extra-fields__combobox-control">
        <Input className="field__input extra-fields__combobox-input" />
        {isReadOnly ? null : (
          <Button className="extra-fields__combobox-button">
            <span aria-hidden="true">▾</span>
          </Button>
        )}
      </div>
      <FieldHelp errorMessage={errorMessage} />
      <Popover className="extra-fields__popover">
        <ListBox<ChoiceOption> className="extra-fields__listbox" renderEmptyState={() => <div className="extra-fields__empty">{MESSAGES.noResults}</div>}>
          {(option) => (
            <ListBoxItem id={option.key} textValue={option.label} className="extra-fields__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
