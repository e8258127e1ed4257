import type { SchemaMeta } from '@/generated/meta/types';
import { isoDateTime } from '@/lib/date-time';
import { refId } from './lookups';

type Values = Readonly<Record<string, unknown>>;

const isRef = (value: unknown): value is { id: unknown } =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob) && 'id' in value;

/** A foreign key's value as the server takes it: a saved `{id, name}` becomes its id (a number for an integer key). */
function keyOf(value: unknown, kind: string): unknown {
  if (!isRef(value)) return value;
  const id = refId(value);
  return id !== null && (kind === 'integer' || kind === 'number' || kind === 'array') ? Number(id) : id;
}

/**
 * The body a form sends: every foreign key (or list of them) as ids, in the lines too; so is a
 * saved `{id, name}` in a plain integer field. Other
 * values pass as they are (a File goes as a multipart part through the generated fetcher); a file
 * field without a newly chosen file is left out.
 */
export function toBody(meta: SchemaMeta, values: Values): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const field = meta.fields[name];
      if (!field) return [name, value];
      // An empty field the spec does not let be null is left out (the commitment's users_involved: null was a 400).
      if (value === null && !field.nullable) return [name, undefined];
      // A file field sends only a file chosen now: a saved one arrives as its URL and is left out (section 5: the absence's attachment).
      if (field.format === 'binary') return [name, value instanceof Blob ? value : undefined];
      // A date-time goes as RFC 3339 in the browser's time zone, as the spec's format takes it (the field shows 'YYYY-MM-DD HH:mm').
      if (field.format === 'date-time' && typeof value === 'string') return [name, isoDateTime(value) ?? value];
      if (field.lookup) return [name, Array.isArray(value) ? value.map((v) => keyOf(v, 'integer')) : keyOf(value, field.kind)];
      // A key the spec gives no lookup still arrives saved as `{id, name}` (the commitment's financial_budget).
      if (field.kind === 'integer' || field.kind === 'number') return [name, keyOf(value, field.kind)];
      // An object's parts follow the same rules (an emptied part the spec does not let be null is left out).
      if (field.fields && value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob) && !isRef(value)) {
        return [name, toBody({ title: field.label, fields: field.fields }, value as Values)];
      }
      if (field.items && Array.isArray(value)) {
        const items = field.items;
        return [name, value.map((row) => (row && typeof row === 'object' && !Array.isArray(row) ? toBody(items, row as Values) : row))];
      }
      return [name, value];
    }),
  );
}
