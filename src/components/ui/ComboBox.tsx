import { useMemo, useState } from 'react';
import { Button, ComboBox as AriaComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { chooserOptions, type Option } from '@/components/form/typeahead';
import { FieldHelp, FieldLabel, fieldProps, type FieldBaseProps } from './Field';

export interface ComboBoxProps extends FieldBaseProps {
  options: readonly Option[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shown for a value that is not among the options (yet): a saved record's name before the list arrives. */
  valueLabel?: string;
  /** While the options load the list says 'Betöltés…', not 'Nincs találat'. */
  isLoading?: boolean;
  /**
   * False where a choice, once made, cannot be taken back (section 5: an extra field's mandatory select):
   * deleting the text then keeps the value and leaving the field shows its label again.
   */
  allowsEmpty?: boolean;
}

/**
 * A chooser with typeahead (section 9): typing filters to at most five options whose label starts
 * with the text, 'Nincs találat' when none does; opened with nothing typed it lists a short fixed list
 * whole, and a long lookup's first five with an invitation to type. Deleting the text empties the value (a required
 * one's form then says so) unless `allowsEmpty` is false.
 */
export function ComboBox({ label, options, value, onChange, valueLabel, isLoading, allowsEmpty = true, description, ...field }: ComboBoxProps) {
  const selectedLabel = options.find((o) => o.id === value)?.label ?? (value === null ? '' : (valueLabel ?? ''));
  // What the user is typing; null while the input shows the chosen option's label.
  const [typed, setTyped] = useState<string | null>(null);
  // The chosen option stays in the list even beyond the first five shown (section 9): react-aria
  // clears a selection its list no longer holds, which dropped a sixth partner when the field was left.
  const { items, more } = useMemo(() => {
    const { shown, more } = chooserOptions(options, typed ?? '');
    const chosen = value === null ? undefined : options.find((o) => o.id === value);
    return { items: chosen && !shown.includes(chosen) ? [...shown, chosen] : shown, more };
  }, [options, typed, value]);
  return (
    <AriaComboBox
      {...fieldProps(field)}
      items={items}
      selectedKey={value}
      inputValue={typed ?? selectedLabel}
      onInputChange={(text) => {
        setTyped(text);
        // Emptied text empties the value, required or not (the form then says it cannot be empty),
        // unless the field does not allow empty.
        if (text === '' && value !== null && allowsEmpty) onChange(null);
      }}
      onSelectionChange={(key) => {
        const next = key === null ? null : String(key);
        // With nothing chosen, react-aria's 'no selection' when its menu closes (a late pointer event
        // can close it under the first typed letter) would wipe what is being typed; leaving the field
        // puts the empty label back anyway (onBlur).
        if (next === null && value === null) return;
        setTyped(null);
        if (next !== value) onChange(next);
      }}
      onBlur={() => {
        setTyped(null);
        field.onBlur?.();
      }}
      allowsEmptyCollection
    >
      <FieldLabel label={label} isRequired={field.isRequired} />
      <div className="combobox">
        <Input className="field__input combobox__input" />
        <Button className="combobox__button" aria-label={`${label}: lehetőségek`}>
          ▾
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={field.errorMessage} />
      <Popover className="popover select__popover">
        <ListBox className="select__list" renderEmptyState={() => <div className="select__empty">{isLoading ? 'Betöltés…' : 'Nincs találat'}</div>}>
          {(item: Option) => (
            <ListBoxItem id={item.id} textValue={item.label} className="select__option">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
        {more > 0 ? <p className="select__hint">További {more} lehetőség: írja be a keresett név elejét.</p> : null}
      </Popover>
    </AriaComboBox>
  );
}
