import { NumberField, rangeMessage, type NumberFieldProps } from '@/components/ui/NumberField';
import { MESSAGES } from '@/generated/validators/helpers';

/** The message for a quantity that is none or under one (section 5), undefined for a right one. */
export const quantityMessage = (value: number | null) => (value === null ? MESSAGES.required : rangeMessage(value, 1));

export interface QuantityFieldProps extends Omit<NumberFieldProps, 'label' | 'unit' | 'isInteger' | 'minValue'> {
  /** The quantity's label, and what it is of: 'Mennyiség (A4 papír)'. */
  label: string;
  of: string;
  unit: string | null | undefined;
}

/** A whole quantity of at least one of a thing (a basket item's), labelled with the thing's name and unit. */
export function QuantityField({ label, of, unit, ...field }: QuantityFieldProps) {
  return <NumberField {...field} label={`${label} (${of})`} isInteger minValue={1} unit={unit ?? undefined} />;
}
