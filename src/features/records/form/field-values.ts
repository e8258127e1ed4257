import { parseNumberInput, type NumberInput } from '@/components/form/inputs';
import { ADDRESS_PARTS, type AddressValue } from '@/components/ui/AddressGroup';
import { refId } from './lookups';

/**
 * A number field's value: a number, or text typed that is no number (kept, for its message), null when empty.
 * Text reads as the number field reads it (a decimal the server sends as '12.50'), never as JavaScript would:
 * '1e3' or '0x10' typed stays that text, not 1000 or 16.
 */
export function numberValue(value: unknown): NumberInput {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseNumberInput(value);
  // A key the spec gives no lookup, saved as `{id, name}`, shows its id (the body sends it).
  const id = value !== null && typeof value === 'object' && 'id' in value ? refId(value) : null;
  return id !== null && Number.isFinite(Number(id)) ? Number(id) : null;
}

export const textValue = (value: unknown) => (value == null ? '' : typeof value === 'string' ? value : String(value));

export function addressValue(value: unknown): AddressValue | null {
  if (!value || typeof value !== 'object') return null;
  const source = value as Record<string, unknown>;
  return Object.fromEntries(ADDRESS_PARTS.filter((part) => source[part] != null).map((part) => [part, textValue(source[part])]));
}
