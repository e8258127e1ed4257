import { AddressGroup, ADDRESS_PARTS, type AddressPart } from '@/components/ui/AddressGroup';
import { ComboBox } from '@/components/ui/ComboBox';
import { DatePicker } from '@/components/ui/DatePicker';
import { DateTimeField } from '@/components/ui/DateTimeField';
import { Fieldset } from '@/components/ui/Fieldset';
import { FileField } from '@/components/ui/FileField';
import { NumberField } from '@/components/ui/NumberField';
import { TextField } from '@/components/ui/TextField';
import { YearMonthField } from '@/components/ui/YearMonthField';
import type { FieldMeta } from '@/generated/meta/types';
import { BooleanField } from './BooleanField';
import { enumOptions, LookupChooser, LookupMultiChooser, MultiChooser, SingleChoice } from './choosers';
import { addressValue, numberValue, textValue } from './field-values';
import type { SchemaFieldProps } from './schema-field-props';

export type { FieldChoices, SchemaFieldProps } from './schema-field-props';

const isAddress = (meta: FieldMeta) =>
  meta.kind === 'object' && (meta.ref === 'Address' || Boolean(meta.fields && 'address_1' in meta.fields && 'city' in meta.fields));

/**
 * One input for one property, chosen by its schema: a chooser for a foreign key or an enum, a
 * checkbox, a number (with its unit), a date or date-time picker, a file, an address group, or
 * text. Controlled, so a form or a line editor's cell can own the value.
 */
export function SchemaField({ name, meta, value, onChange, onBlur, errorMessage, isDisabled, dependsOnValue, lookupParams, errors, choices }: SchemaFieldProps) {
  const isRequired = Boolean(meta.required && !meta.nullable);
  if (choices) {
    const props = { name, meta, value, onChange, onBlur, errorMessage, isDisabled, isRequired, options: choices.options };
    return meta.kind === 'array' && !choices.single ? <MultiChooser {...props} /> : <SingleChoice {...props} />;
  }
  if (meta.lookup) {
    const props = { name, meta: { ...meta, lookup: meta.lookup }, value, onChange, onBlur, errorMessage, isDisabled, isRequired, dependsOnValue, lookupParams };
    return meta.kind === 'array' ? <LookupMultiChooser {...props} /> : <LookupChooser {...props} />;
  }
  if (meta.enumLabels) {
    return (
      <ComboBox
        name={name}
        label={meta.label}
        options={enumOptions(meta.enumLabels)}
        value={typeof value === 'string' ? value : null}
        onChange={(next) => onChange(next)}
        onBlur={onBlur}
        errorMessage={errorMessage}
        isRequired={isRequired}
        isDisabled={isDisabled}
      />
    );
  }
  if (meta.valueLabels && meta.kind === 'string') {
    // Known codes of a text have names (x-value-labels: a variant's provider): chosen and kept by the name the read view
    // shows; a saved code without a name shows as it is, and emptied the server's default applies.
    const current = typeof value === 'string' && value !== '' ? value : null;
    return (
      <ComboBox
        name={name}
        label={meta.label}
        options={enumOptions(meta.valueLabels)}
        value={current}
        valueLabel={current ?? undefined}
        onChange={(next) => onChange(next)}
        onBlur={onBlur}
        errorMessage={errorMessage}
        isRequired={isRequired}
        isDisabled={isDisabled}
      />
    );
  }
  if (meta.kind === 'boolean')
    return <BooleanField name={name} label={meta.label} value={value} onChange={onChange} errorMessage={errorMessage} isDisabled={isDisabled} />;
  if (meta.format === 'binary') {
    return <FileField label={meta.label} file={value instanceof File ? value : null} onChange={onChange} errorMessage={errorMessage} isRequired={isRequired} />;
  }
  if (isAddress(meta) && meta.fields) {
    const parts = meta.fields;
    const partLabels = Object.fromEntries(ADDRESS_PARTS.filter((p) => parts[p]).map((p) => [p, parts[p]!.label]));
    const requiredParts: AddressPart[] = ADDRESS_PARTS.filter((p) => parts[p]?.required && !parts[p]?.nullable);
    return (
      <AddressGroup
        label={meta.label}
        partLabels={partLabels}
        requiredParts={requiredParts}
        isRequired={isRequired}
        value={addressValue(value)}
        onChange={onChange}
        onBlur={onBlur}
        errors={errors}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
      />
    );
  }
  if (meta.kind === 'object' && meta.fields) {
    // Any other object: its own fields in a titled group, each edited in place.
    const parts = meta.fields;
    const current = value && typeof value === 'object' ? (value as Readonly<Record<string, unknown>>) : {};
    return (
      <Fieldset label={meta.label} errorMessage={errorMessage}>
        {Object.entries(parts)
          .filter(([, part]) => !part.readOnly)
          .map(([part, partMeta]) => (
            <SchemaField
              key={part}
              name={`${name}.${part}`}
              meta={partMeta}
              value={current[part]}
              onChange={(next) => onChange({ ...current, [part]: next })}
              onBlur={onBlur}
              errorMessage={errors?.[part]}
              isDisabled={isDisabled}
            />
          ))}
      </Fieldset>
    );
  }
  const common = { name, label: meta.label, onBlur, errorMessage, isRequired, isDisabled };
  if (meta.kind === 'number' || meta.kind === 'integer') {
    return <NumberField {...common} unit={meta.unit} useGrouping={!meta.year} minValue={meta.minimum} value={numberValue(value)} onChange={onChange} />;
  }
  if (meta.kind === 'array' && !meta.items) {
    // A list of plain texts (a position's subjects): one item a line, so a typed line break is kept.
    const lines = Array.isArray(value) ? value.map(textValue).join('\n') : textValue(value);
    return <TextField {...common} rows={3} description="Soronként egy tétel." value={lines} onChange={(text) => onChange(text === '' ? [] : text.split('\n'))} />;
  }
  if (meta.yearMonth) return <YearMonthField {...common} value={typeof value === 'string' && value !== '' ? value : null} onChange={onChange} />;
  if (meta.format === 'date') return <DatePicker {...common} value={typeof value === 'string' ? value : null} onChange={onChange} />;
  if (meta.format === 'date-time') return <DateTimeField {...common} value={typeof value === 'string' ? value : null} onChange={onChange} />;
  return <TextField {...common} rows={meta.multiline ? 5 : undefined} value={textValue(value)} onChange={(text) => onChange(text)} />;
}
