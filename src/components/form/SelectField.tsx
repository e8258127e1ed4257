import { useMemo, useState, type ReactNode } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { FieldHelp } from '@/components/ui/Field';
import { prefixMatches, type Option } from './typeahead';

export interface SelectFieldProps {
  label: string;
  options: readonly Option[];
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  description?: ReactNode;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/**
 * A select with typeahead: typing filters to at most five options whose label starts with the text,
 * 'Nincs találat' when none does. Empty is allowed unless required.
 */
export function SelectField({ label, options, value, onChange, onBlur, description, errorMessage, isRequired, isDisabled, isReadOnly }: SelectFieldProps) {
  const selected = options.find((o) => o.id === value) ?? null;
  const [inputValue, setInputValue] = useState(selected?.label ?? '');
  const [typing, setTyping] = useState(false);
  const items = useMemo(() => (typing ? prefixMatches(options, inputValue) : prefixMatches(options, '')), [options, inputValue, typing]);
  return (
    <ComboBox
      className="field"
      items={items}
      selectedKey={value}
      inputValue={typing ? inputValue : (selected?.label ?? inputValue)}
      onInputChange={(text) => {
        setInputValue(text);
        setTyping(true);
        if (text === '' && !isRequired) onChange(null);
      }}
      onSelectionChange={(key) => {
        setTyping(false);
        const next = key === null ? null : String(key);
        setInputValue(options.find((o) => o.id === next)?.label ?? '');
        onChange(next);
      }}
      onBlur={() => {
        setTyping(false);
        onBlur?.();
      }}
      allowsEmptyCollection
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className="field__label">
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </Label>
      <div className="combobox">
        <Input className="field__input combobox__input" />
        <Button className="combobox__button" aria-label={`${label}: lehetőségek`}>
          ▾
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="select__popover">
        <ListBox className="select__list" renderEmptyState={() => <div className="select__empty">Nincs találat</div>}>
          {(item: Option) => (
            <ListBoxItem id={item.id} textValue={item.label} className="select__option">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
