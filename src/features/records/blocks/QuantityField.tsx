import type { NumberInput } from '@/components/form/inputs';
import { numberMessage } from '@/components/form/inputs';
import { NumberField, type NumberFieldProps } from '@/components/ui/NumberField';
import { MESSAGES } from '@/generated/validators/helpers';

/** The message for a quantity that is none, no whole number, or under the least that may be ordered (section 5), undefined for a right one. */
export const quantityMessage = (value: NumberInput, minimum = 1) =>
  value === null ? MESSAGES.required : numberMessage(value, { isInteger: true, minValue: minimum });

export interface QuantityFieldProps extends Omit<NumberFieldProps, 'label' | 'unit'> {
  /** The quantity's label, and what it is of: 'Mennyiség (A4 papír)'. */
  label: string;
  of: string;
  unit: string | null | undefined;
}

/** A whole quantity of at least one (or the given least) of a thing (a basket item's), labelled with the thing's name and unit. */
export function QuantityField({ label, of, unit, minValue = 1, ...field }: QuantityFieldProps) {
  return <NumberField {...field} label={`${label} (${of})`} minValue={minValue} unit={unit ?? undefined} />;
}
