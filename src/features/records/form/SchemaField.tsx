import type { NumberInput } from '@/components/form/inputs';
import { useId, useState } from 'react';
import { AddressGroup, ADDRESS_PARTS, type AddressPart, type AddressValue } from '@/components/ui/AddressGroup';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { ComboBox } from '@/components/ui/ComboBox';
import { DatePicker } from '@/components/ui/DatePicker';
import { DateTimeField } from '@/components/ui/DateTimeField';
import { Fieldset } from '@/components/ui/Fieldset';
import { FileField } from '@/components/ui/FileField';
import { NumberField } from '@/components/ui/NumberField';
import { TextField } from '@/components/ui/TextField';
import { YearMonthField } from '@/components/ui/YearMonthField';
import type { Option } from '@/components/form/typeahead';
import type { FieldMeta, LookupMeta } from '@/generated/meta/types';
import { refId, refName, useLookupOptions, type LookupParams } from './lookups';

export interface SchemaFieldProps {
  name: string;
  meta: FieldMeta;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  errorMessage?: string;
  isDisabled?: boolean;
  /** The value of the field a dependent chooser follows (the meta's `lookup.dependsOn`). */
  dependsOnValue?: unknown;
  /** A free-option search's query and the fields it waits for (the meta's `lookup.query`, see lookupParams). */
  lookupParams?: LookupParams;
  /** Messages of an object's parts (an address's 'city'), keyed by the part's name. */
  errors?: Readonly<Record<string, string>>;
  /** Options the screen takes from the record it shows, for a key no lookup can name (one employment's commute infos). */
  choices?: FieldChoices;
}

/**
 * A key chosen from options the record gives. An array of keys gets a multi-chooser, or with
 * `single` one chooser whose choice is sent as a one-item list (a trip on one commute info).
 */
export interface FieldChoices {
  options: readonly Option[];
  single?: boolean;
}

const isAddress = (meta: FieldMeta) =>
  meta.kind === 'object' && (meta.ref === 'Address' || Boolean(meta.fields && 'address_1' in meta.fields && 'city' in meta.fields));

/** A number field's value: a number, or text typed that is no number (kept, for its message), null when empty. */
function numberValue(value: unknown): NumberInput {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (typeof value === 'string') return value === '' ? null : value;
  // A key the spec gives no lookup, saved as `{id, name}`, shows its id (the body sends it).
  const id = value !== null && typeof value === 'object' && 'id' in value ? refId(value) : null;
  return id !== null && Number.isFinite(Number(id)) ? Number(id) : null;
}

const textValue = (value: unknown) => (value == null ? '' : typeof value === 'string' ? value : String(value));

function addressValue(value: unknown): AddressValue | null {
  if (!value || typeof value !== 'object') return null;
  const source = value as Record<string, unknown>;
  return Object.fromEntries(ADDRESS_PARTS.filter((part) => source[part] != null).map((part) => [part, textValue(source[part])]));
}

const enumOptionCache = new WeakMap<Readonly<Record<string, string>>, Option[]>();
/** An enumeration's options, the same list for the same labels (a chooser filters its options again only when they change). */
function enumOptions(labels: Readonly<Record<string, string>>): Option[] {
  let options = enumOptionCache.get(labels);
  if (!options) enumOptionCache.set(labels, (options = Object.entries(labels).map(([id, label]) => ({ id, label }))));
  return options;
}

/** An integer foreign key keeps its number type; a string key stays a string. */
const keyValue = (meta: FieldMeta, id: string | null) => (id === null ? null : meta.kind === 'integer' || meta.kind === 'number' ? Number(id) : id);

interface ChooserProps extends Omit<SchemaFieldProps, 'meta' | 'errors'> {
  meta: FieldMeta & { lookup: LookupMeta };
  isRequired: boolean;
}

/** Why a kept choice is no longer among a search's options: not free in the period, or no longer fitting the fields it reads (a tender of another institution). */
const notOfferedMessage = (params: LookupParams | undefined) =>
  params?.byPeriod ? 'A választott lehetőség ebben az időszakban nem szabad.' : 'A választott lehetőség a megadott adatokhoz nem választható.';

const LOOKUP_FAILED = 'A választható lehetőségek nem tölthetők be. Kérjük, próbálja újra később.';

/**
 * A foreign key: the name shown, the id sent; a saved `{id, name}` shows its name before the options arrive.
 * A free-option search is offered once the fields it reads are set, and says when the choice is no longer free.
 */
function LookupChooser({ name, meta, value, onChange, onBlur, errorMessage, isDisabled, isRequired, dependsOnValue, lookupParams }: ChooserProps) {
  const { options, isLoading, isWaiting, isCurrent, isFailed } = useLookupOptions(meta.lookup, dependsOnValue, lookupParams);
  const id = refId(value);
  // Judged on the latest answer only: a failed search, or an earlier answer while the next is on its way, says nothing of the choice.
  const notFree = Boolean(lookupParams && id !== null && isCurrent && !options.some((o) => o.id === id));
  return (
    <ComboBox
      name={name}
      label={meta.label}
      options={options}
      isLoading={isLoading}
      value={id}
      valueLabel={refName(value)}
      onChange={(next) => onChange(keyValue(meta, next))}
      onBlur={onBlur}
      description={isWaiting ? `Előbb adja meg: ${lookupParams?.missing.join(', ')}.` : isFailed ? LOOKUP_FAILED : undefined}
      errorMessage={errorMessage ?? (notFree ? notOfferedMessage(lookupParams) : undefined)}
      isRequired={isRequired}
      isDisabled={isDisabled || (isWaiting && id === null)}
    />
  );
}

/** A list of foreign keys from a lookup. */
function LookupMultiChooser(props: ChooserProps) {
  const { options, isLoading, isFailed } = useLookupOptions(props.meta.lookup, props.dependsOnValue);
  return <MultiChooser {...props} options={options} isLoading={isLoading} description={isFailed ? LOOKUP_FAILED : undefined} />;
}

type MultiChooserProps = Pick<SchemaFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'isDisabled'> & {
  meta: FieldMeta;
  isRequired: boolean;
  options: readonly Option[];
  isLoading?: boolean;
  description?: string;
};

/** A list of keys: the chosen names with a remove button each, and a chooser that adds one. */
function MultiChooser({ name, meta, value, onChange, onBlur, errorMessage, isDisabled, isRequired, options, isLoading, description }: MultiChooserProps) {
  const chosen = Array.isArray(value) ? value : [];
  const ids = chosen.map(refId);
  // The chooser empties itself after each pick; its key makes it start afresh.
  const [round, setRound] = useState(0);
  const labelOf = (entry: unknown) => options.find((o) => o.id === refId(entry))?.label ?? refName(entry) ?? `#${refId(entry)}`;
  return (
    <div className="multi-chooser">
      <ComboBox
        key={round}
        name={name}
        label={meta.label}
        options={options.filter((o) => !ids.includes(o.id))}
        isLoading={isLoading}
        value={null}
        onChange={(id) => {
          if (id === null) return;
          setRound(round + 1);
          onChange([...chosen, Number(id)]);
        }}
        onBlur={onBlur}
        description={description}
        errorMessage={errorMessage}
        isRequired={isRequired && chosen.length === 0}
        isDisabled={isDisabled}
      />
      {chosen.length ? (
        <ul className="multi-chooser__chosen" aria-label={`${meta.label}: kiválasztva`}>
          {chosen.map((entry, index) => (
            <li key={ids[index] ?? index} className="multi-chooser__item">
              <span>{labelOf(entry)}</span>
              {isDisabled ? null : (
                <Button variant="quiet" aria-label={`${labelOf(entry)} eltávolítása`} onPress={() => onChange(chosen.filter((_, i) => i !== index))}>
                  ✕
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A key (or a one-item list of keys) chosen from the options the screen gives. */
function SingleChoice({ name, meta, value, onChange, onBlur, errorMessage, isDisabled, isRequired, options }: MultiChooserProps) {
  const asList = meta.kind === 'array';
  const current: unknown = asList ? (Array.isArray(value) ? value[0] : null) : value;
  return (
    <ComboBox
      name={name}
      label={meta.label}
      options={options}
      value={refId(current)}
      valueLabel={refName(current)}
      onChange={(next) => {
        if (!asList) onChange(keyValue(meta, next));
        else onChange(next === null ? [] : [Number(next)]);
      }}
      onBlur={onBlur}
      errorMessage={errorMessage}
      isRequired={isRequired}
      isDisabled={isDisabled}
    />
  );
}

/** A yes/no field; a message for it (the server's, on a position's needs_tender) shows under the box. */
function BooleanField({
  name,
  label,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: Pick<SchemaFieldProps, 'name' | 'value' | 'onChange' | 'errorMessage' | 'isDisabled'> & { label: string }) {
  const errorId = useId();
  return (
    <div className="field">
      <Checkbox
        name={name}
        isSelected={value === true}
        onChange={(selected) => onChange(selected)}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        aria-describedby={errorMessage ? errorId : undefined}
      >
        {label}
      </Checkbox>
      {errorMessage ? (
        <p id={errorId} className="field__error">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

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
    return (
      <NumberField
        {...common}
        unit={meta.unit}
        isInteger={meta.kind === 'integer'}
        useGrouping={!meta.year}
        minValue={meta.minimum}
        maxValue={meta.maximum}
        value={numberValue(value)}
        onChange={onChange}
      />
    );
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
