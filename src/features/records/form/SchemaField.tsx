import { SelectField } from '@/components/form/SelectField';
import { formatInputValue, normaliseDateTimeInput, parseNumberInput } from '@/components/form/inputs';
import { Checkbox } from '@/components/ui/Checkbox';
import { TextField } from '@/components/ui/TextField';
import type { FieldMeta } from '@/generated/meta/types';

export interface SchemaFieldProps {
  name: string;
  meta: FieldMeta;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** One input for one property, chosen by its schema: select, checkbox, number, date, date-time, text or long text. */
export function SchemaField({ name, meta, value, onChange, onBlur, errorMessage, isDisabled }: SchemaFieldProps) {
  const isRequired = Boolean(meta.required && !meta.nullable);
  if (meta.enumLabels) {
    return (
      <SelectField
        label={meta.label}
        options={Object.entries(meta.enumLabels).map(([id, label]) => ({ id, label }))}
        value={typeof value === 'string' ? value : null}
        onChange={(next) => onChange(next)}
        onBlur={onBlur}
        errorMessage={errorMessage}
        isRequired={isRequired}
        isDisabled={isDisabled}
      />
    );
  }
  if (meta.kind === 'boolean') {
    return (
      <Checkbox name={name} isSelected={value === true} onChange={(selected) => onChange(selected)} isDisabled={isDisabled}>
        {meta.label}
      </Checkbox>
    );
  }
  const common = { name, label: meta.label, onBlur, errorMessage, isRequired, isDisabled };
  if (meta.kind === 'number' || meta.kind === 'integer') {
    return <TextField {...common} inputMode="decimal" value={formatInputValue(value)} onChange={(text) => onChange(parseNumberInput(text))} />;
  }
  if (meta.format === 'date') {
    return <TextField {...common} placeholder="ÉÉÉÉ-HH-NN" value={formatInputValue(value)} onChange={(text) => onChange(text || null)} />;
  }
  if (meta.format === 'date-time') {
    return (
      <TextField
        {...common}
        placeholder="ÉÉÉÉ-HH-NN ÓÓ:PP"
        value={formatInputValue(value)}
        onChange={(text) => onChange(text || null)}
        onBlur={() => {
          if (typeof value === 'string' && value) onChange(normaliseDateTimeInput(value));
          onBlur();
        }}
      />
    );
  }
  return <TextField {...common} rows={meta.multiline ? 5 : undefined} value={formatInputValue(value)} onChange={(text) => onChange(text)} />;
}
