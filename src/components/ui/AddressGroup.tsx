import type { ReactNode } from 'react';
import { DatePicker } from './DatePicker';
import { Fieldset } from './Fieldset';
import { TextField } from './TextField';

/** The parts of an address (the spec's Address schema). */
export const ADDRESS_PARTS = ['zip_code', 'city', 'address_1', 'address_2', 'county', 'country', 'valid_till'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressValue = Partial<Record<AddressPart, string | null>>;

export interface AddressGroupProps {
  label: string;
  /** Each part's label (from the spec). */
  partLabels: Readonly<Partial<Record<AddressPart, string>>>;
  /** The parts that must be filled once any part is (always, where the address itself is required). */
  requiredParts?: readonly AddressPart[];
  /** The address cannot be empty (a booking's mailing address, section 5). */
  isRequired?: boolean;
  value: AddressValue | null;
  /** An address with every part empty is null. */
  onChange: (value: AddressValue | null) => void;
  onBlur?: () => void;
  /** Messages by part ('city'), and '' for the address as a whole. */
  errors?: Readonly<Record<string, string>>;
  description?: ReactNode;
  errorMessage?: string | null;
  isDisabled?: boolean;
}

const isEmpty = (value: AddressValue) => Object.values(value).every((v) => v == null || v === '');

/** One address as one titled group of its parts: postcode, city, street, county, country, valid until. */
export function AddressGroup({
  label,
  partLabels,
  requiredParts = [],
  isRequired = false,
  value,
  onChange,
  onBlur,
  errors = {},
  description,
  errorMessage,
  isDisabled,
}: AddressGroupProps) {
  const current = value ?? {};
  const set = (part: AddressPart, next: string | null) => {
    const updated = { ...current, [part]: next };
    onChange(isEmpty(updated) ? null : updated);
  };
  return (
    <Fieldset label={label} description={description} errorMessage={errorMessage ?? errors['']}>
      {ADDRESS_PARTS.filter((part) => partLabels[part]).map((part) => {
        const common = {
          label: partLabels[part] ?? part,
          onBlur,
          errorMessage: errors[part],
          isRequired: (isRequired || value !== null) && requiredParts.includes(part),
          isDisabled,
        };
        return part === 'valid_till' ? (
          <DatePicker key={part} {...common} value={current.valid_till ?? null} onChange={(next) => set(part, next)} />
        ) : (
          <TextField key={part} {...common} value={current[part] ?? ''} onChange={(text) => set(part, text === '' ? null : text)} />
        );
      })}
    </Fieldset>
  );
}
