import type { ReactNode } from 'react';
import type { FieldMeta } from '@/generated/meta/types';
import { formatBoolean, formatDate, formatDateTime, formatNumber } from '@/lib/format';

/** Colour of a state badge: approved green, rejected or rolled back red, the rest neutral. */
const STATE_TONES: Record<string, 'positive' | 'negative' | 'neutral' | 'pending'> = {
  closed_positive: 'positive',
  closed_negative: 'negative',
  rolled_back: 'negative',
  cancelled: 'negative',
  under_checking: 'pending',
  pending: 'pending',
};

export function StateBadge({ state, meta }: { state: string; meta?: FieldMeta }) {
  return <span className={`badge badge--${STATE_TONES[state] ?? 'neutral'}`}>{meta?.enumLabels?.[state] ?? state}</span>;
}

function nameOf(value: object): string | null {
  return 'name' in value && typeof value.name === 'string' ? value.name : null;
}

/** A value as text, by its field's schema: enum labels, dates, numbers, Igen/Nem, a referenced record's name. */
export function displayValue(value: unknown, meta?: FieldMeta, name = ''): ReactNode {
  if (value === null || value === undefined || value === '') return '–';
  if (meta?.enumLabels && typeof value === 'string') {
    return meta.ref === 'RecordState' ? <StateBadge state={value} meta={meta} /> : (meta.enumLabels[value] ?? value);
  }
  if (typeof value === 'boolean') return formatBoolean(value);
  // Identifiers and reference numbers are codes, not quantities: no thousands separator.
  if (typeof value === 'number') return name === 'id' || name.endsWith('_id') ? String(value) : formatNumber(value);
  if (typeof value === 'string') {
    if (meta?.format === 'date') return formatDate(value);
    if (meta?.format === 'date-time') return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? nameOf(item) : String(item))).filter(Boolean).join(', ') || '–';
  if (typeof value === 'object') return nameOf(value) ?? '–';
  return String(value);
}
