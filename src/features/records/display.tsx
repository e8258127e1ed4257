import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import type { FieldMeta, LookupMeta } from '@/generated/meta/types';
import { formatAmount, formatBoolean, formatDate, formatDateTime, formatForints, formatYearMonth, namesForint } from '@/lib/format';
import { lastPathSegment, safeHref } from '@/lib/safe-url';
import { itemLabel, refId, useLookupOptions } from './form/lookups';

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
  // Identifiers, reference numbers and years are codes, not quantities: no thousands separator.
  if (typeof value === 'number') {
    if (meta?.year || name === 'id' || name.endsWith('_id') || name === 'year' || name.endsWith('_year')) return String(value);
    // A forint amount whose label says '(Ft)' and no unit of its own: whole forints, the unit left to the label.
    if (!meta?.unit && namesForint(meta?.label)) return formatForints(value);
    return formatAmount(value, meta?.unit);
  }
  if (typeof value === 'string') {
    if (meta?.valueLabels?.[value]) return meta.valueLabels[value];
    if (meta?.format === 'date') return formatDate(value);
    if (meta?.format === 'date-time') return formatDateTime(value);
    if (meta?.yearMonth) return formatYearMonth(value);
    // A file's address (an absence's certificate): a link named by its file name, where the address is safe to follow.
    if (meta?.format === 'uri' || meta?.format === 'uri-reference') {
      const href = safeHref(value);
      // A plain anchor: a file is not a route of the app, so the router must not take it.
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="link">
          {lastPathSegment(href) || href}
        </a>
      ) : (
        value
      );
    }
    return value;
  }
  if (Array.isArray(value))
    return (
      value
        .map((item) => (item && typeof item === 'object' ? nameOf(item) : String(item)))
        .filter(Boolean)
        .join(', ') || '–'
    );
  if (typeof value === 'object') return nameOf(value) ?? addressText(value) ?? '–';
  return String(value);
}

/** An address as one line: '1137 Budapest, Szent István körút 11., Magyarország'; null for another object. */
function addressText(value: object): string | null {
  if (!('address_1' in value) || !('city' in value)) return null;
  const part = (key: string) => {
    const text = (value as Record<string, unknown>)[key];
    return typeof text === 'string' ? text.trim() : '';
  };
  const place = [part('zip_code'), part('city')].filter(Boolean).join(' ');
  const street = [part('address_1'), part('address_2')].filter(Boolean).join(' ');
  return [place, street, part('country')].filter(Boolean).join(', ') || null;
}

/** The name of a looked-up id (a VAT key, a currency), from the lookup its field names; the id (or `fallback`) until it arrives. */
function LookupName({ id, lookup, fallback = id }: { id: string; lookup: LookupMeta; fallback?: string }) {
  const { options } = useLookupOptions(lookup);
  return <>{options.find((option) => option.id === id)?.label ?? fallback}</>;
}

const asItem = (value: unknown): Readonly<Record<string, unknown>> | null =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as Record<string, unknown>) : null;

/**
 * A details value: as displayValue, but an id its field looks up (x-lookup) shows the looked-up
 * name, and where the section links the field (`details.links`) each referenced record (an id, an
 * `{id, name}` or a list of them) links to its details.
 */
export function DetailValue({ value, meta, name, link }: { value: unknown; meta?: FieldMeta; name: string; link?: (id: number) => string }) {
  if (link && value !== null && value !== undefined) {
    const items = Array.isArray(value) ? value : [value];
    const links = items.flatMap((item) => {
      const id = Number(refId(item));
      if (!Number.isInteger(id)) return [];
      const record = asItem(item);
      // A bare id is named from its lookup where the field has one (an invoice's contract), else by its number.
      const label: ReactNode = record ? itemLabel(record) : meta?.lookup ? <LookupName id={String(id)} lookup={meta.lookup} fallback={`#${id}`} /> : `#${id}`;
      return [{ id, href: link(id), label }];
    });
    if (links.length === 0) return <>–</>;
    return (
      <span className="details__links">
        {links.map((entry, index) => (
          <span key={entry.id}>
            {index > 0 ? ', ' : null}
            <Link href={entry.href}>{entry.label}</Link>
          </span>
        ))}
      </span>
    );
  }
  if (meta?.lookup && (typeof value === 'number' || typeof value === 'string') && value !== '') return <LookupName id={String(value)} lookup={meta.lookup} />;
  const text = displayValue(value, meta, name);
  // A date or an amount reads as one in a table's column, never broken across lines ('2027. 06.' / '10.', '816 000' / 'Ft').
  if (meta && (meta.format === 'date' || meta.format === 'date-time' || meta.unit !== undefined)) return <span className="unbroken">{text}</span>;
  return <>{text}</>;
}
