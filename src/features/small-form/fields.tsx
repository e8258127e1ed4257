import { Checkbox } from '@/components/ui/Checkbox';
import { ComboBox } from '@/components/ui/ComboBox';
import type { SmallFormField } from './SmallForm';

/** A record the page offers by its name (an institution, a category): its id is the key sent. */
export interface NamedOption {
  id: number | string;
  name: string;
}

// Fields the page brings to SmallForm, kept apart from it so that a form without one (a login) loads neither input.

/** A field chosen from the options the page has loaded, typed into to narrow them; while they load the chooser says so. */
export function optionsField(options: readonly NamedOption[], isLoading = false): SmallFormField {
  return {
    render: ({ chooser }) => <ComboBox {...chooser} options={options.map((option) => ({ id: String(option.id), label: option.name }))} isLoading={isLoading} />,
  };
}

/** A yes-or-no field as a checkbox under its meta's label. */
export const checkboxField: SmallFormField = {
  render: ({ chooser: { name, label }, value, setValue }) => (
    <Checkbox name={name} isSelected={value === true} onChange={setValue}>
      {label}
    </Checkbox>
  ),
};
