import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ComboBox } from '@/components/ui/ComboBox';
import type { Option } from '@/components/form/typeahead';
import type { FieldMeta, LookupMeta } from '@/generated/meta/types';
import { refId, refName, useLookupOptions, type LookupParams } from './lookups';
import type { SchemaFieldProps } from './schema-field-props';

const enumOptionCache = new WeakMap<Readonly<Record<string, string>>, Option[]>();
/** An enumeration's options, the same list for the same labels (a chooser filters its options again only when they change). */
export function enumOptions(labels: Readonly<Record<string, string>>): Option[] {
  let options = enumOptionCache.get(labels);
  if (!options) enumOptionCache.set(labels, (options = Object.entries(labels).map(([id, label]) => ({ id, label }))));
  return options;
}

/** An integer foreign key keeps its number type; a string key stays a string. */
export const keyValue = (meta: FieldMeta, id: string | null) => (id === null ? null : meta.kind === 'integer' || meta.kind === 'number' ? Number(id) : id);

export interface ChooserProps extends Omit<SchemaFieldProps, 'meta' | 'errors'> {
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
export function LookupChooser({ name, meta, value, onChange, onBlur, errorMessage, isDisabled, isRequired, dependsOnValue, lookupParams }: ChooserProps) {
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
export function LookupMultiChooser(props: ChooserProps) {
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
export function MultiChooser({ name, meta, value, onChange, onBlur, errorMessage, isDisabled, isRequired, options, isLoading, description }: MultiChooserProps) {
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
export function SingleChoice({ name, meta, value, onChange, onBlur, errorMessage, isDisabled, isRequired, options }: MultiChooserProps) {
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
