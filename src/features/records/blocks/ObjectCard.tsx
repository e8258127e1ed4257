import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import type { SchemaMeta } from '@/generated/meta/types';
import { FieldList } from '../FieldList';

export interface ObjectCardDeclaration<Field extends string> {
  /** The record's object field the card shows (an application's `job`, its `last_decision`). */
  field: Field;
  /** The record's details meta: the field's label titles the card, its nested meta labels the rows. */
  meta: SchemaMeta;
  /** The object's fields shown, in order. */
  fields: readonly string[];
  /** A link under the rows to the record the object is (the position an application was sent to), by the object's id. */
  link?: { label: string; href: (id: number) => string };
}

type ObjectCardBlock<Field extends string> = (props: { record: { readonly [K in Field]?: unknown } }) => ReactNode;

/**
 * A details block of one object field of the record (a job application's job, its last decision):
 * each of the object's fields by its nested label, shown as on the details. Nothing when the field is empty.
 */
export function objectCard<Field extends string>({ field, meta, fields, link }: ObjectCardDeclaration<Field>): ObjectCardBlock<Field> {
  const fieldMeta = meta.fields[field];
  const title = fieldMeta?.label ?? field;
  function ObjectCard({ record }: { record: { readonly [K in Field]?: unknown } }) {
    const value: unknown = record[field];
    if (typeof value !== 'object' || value === null) return null;
    const object = value as Readonly<Record<string, unknown>>;
    const id = object.id;
    return (
      <section className="card" aria-label={title}>
        <h2>{title}</h2>
        <FieldList value={object} meta={{ title, fields: fieldMeta?.fields ?? {} }} fields={fields} />
        {link && typeof id === 'number' ? <Link href={link.href(id)}>{link.label}</Link> : null}
      </section>
    );
  }
  return ObjectCard;
}
