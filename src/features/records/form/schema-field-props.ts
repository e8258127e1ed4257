import type { Option } from '@/components/form/typeahead';
import type { FieldMeta } from '@/generated/meta/types';
import type { LookupParams } from './lookups';

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
