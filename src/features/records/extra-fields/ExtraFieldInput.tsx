import { CheckboxGroup, Label, type Key } from 'react-aria-components';
import { Checkbox } from '@/components/ui/Checkbox';
import { DatePicker } from '@/components/ui/DatePicker';
import { DateTimeField } from '@/components/ui/DateTimeField';
import { FieldHelp } from '@/components/ui/Field';
import { NumberField } from '@/components/ui/NumberField';
import { TextField } from '@/components/ui/TextField';
import type { ExtraFieldDefinition } from '@/generated/models';
import { parseNumberInput } from '@/components/form/inputs';
import { SelectField } from '@/components/form/SelectField';

export interface ExtraFieldInputProps {
  definition: ExtraFieldDefinition;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  errorMessage: string | null;
  isReadOnly: boolean;
}

const asText = (value: unknown) => (value == null ? '' : String(value));

/** The control of one answerable field, by its type. */
export function ExtraFieldInput(props: ExtraFieldInputProps) {
  const { definition, value, onChange, onBlur, errorMessage, isReadOnly } = props;
  const common = {
    label: definition.label,
    errorMessage,
    isReadOnly,
    isRequired: definition.mandatory,
    validationBehavior: 'aria' as const,
    onBlur,
  };
  switch (definition.type) {
    case 'number':
      return <NumberInput {...props} />;
    case 'text':
      return <TextField {...common} value={asText(value)} onChange={onChange} />;
    case 'long_text':
      return <TextField {...common} rows={4} value={asText(value)} onChange={onChange} />;
    case 'date':
    case 'datetime': {
      // The same pickers as every other date; a typed day the calendar has not stays as typed for the check to refuse.
      const Picker = definition.type === 'date' ? DatePicker : DateTimeField;
      return <Picker {...common} errorMessage={errorMessage ?? undefined} value={typeof value === 'string' && value !== '' ? value : null} onChange={onChange} />;
    }
    case 'boolean':
      return (
        <div className="field">
          <Checkbox isSelected={value === true} isReadOnly={isReadOnly} onChange={onChange} onBlur={onBlur}>
            {definition.label}
          </Checkbox>
          {errorMessage ? <span className="field__error">{errorMessage}</span> : null}
        </div>
      );
    case 'multi_select':
      return <MultiSelectInput {...props} />;
    case 'select':
      return (
        <SelectField
          label={definition.label}
          options={(definition.choices ?? []).map((choice) => ({ id: choice, label: choice }))}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : null}
          onChange={onChange}
          onBlur={onBlur}
          isRequired={definition.mandatory}
          allowsEmpty={!definition.mandatory}
          isReadOnly={isReadOnly}
          errorMessage={errorMessage}
        />
      );
    case 'user':
      return (
        <SelectField
          label={definition.label}
          options={(definition.user_choices ?? []).map((u) => ({ id: String(u.id), label: u.name }))}
          value={userKey(value) === null ? null : String(userKey(value))}
          onChange={(id) => onChange(id === null ? null : Number(id))}
          onBlur={onBlur}
          isRequired={definition.mandatory}
          allowsEmpty={!definition.mandatory}
          isReadOnly={isReadOnly}
          errorMessage={errorMessage}
        />
      );
    default:
      return null;
  }
}

/** A saved user answer may be the id or a reference object. */
function userKey(value: unknown): Key | null {
  if (value !== null && typeof value === 'object' && 'id' in value) return userKey((value as { id: unknown }).id);
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** The number field every number has: what is typed is kept (a minus, a letter), a right number reads the Hungarian way; a saved decimal text reads as its number. */
function NumberInput({ definition, value, onChange, onBlur, errorMessage, isReadOnly }: ExtraFieldInputProps) {
  const shown = typeof value === 'string' ? parseNumberInput(value) : typeof value === 'number' ? value : null;
  return (
    <NumberField
      label={definition.label}
      value={shown}
      onChange={onChange}
      onBlur={onBlur}
      unit={definition.suffix ?? undefined}
      isRequired={definition.mandatory}
      isReadOnly={isReadOnly}
      errorMessage={errorMessage}
    />
  );
}

function MultiSelectInput({ definition, value, onChange, onBlur, errorMessage, isReadOnly }: ExtraFieldInputProps) {
  const selected = Array.isArray(value) ? value.map(String) : [];
  return (
    <CheckboxGroup
      className="field extra-fields__choices"
      value={selected}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
      isRequired={definition.mandatory}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <ExtraFieldLabel definition={definition} />
      {(definition.choices ?? []).map((choice) => (
        <Checkbox key={choice} value={choice}>
          {choice}
        </Checkbox>
      ))}
      <FieldHelp errorMessage={errorMessage} />
    </CheckboxGroup>
  );
}

/** The field's label, marked when an answer is mandatory. */
function ExtraFieldLabel({ definition }: { definition: ExtraFieldDefinition }) {
  return (
    <Label className="field__label">
      {definition.label}
      {definition.mandatory ? <span aria-hidden="true"> *</span> : null}
    </Label>
  );
}
