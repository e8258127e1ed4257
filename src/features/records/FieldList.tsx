import type { ReactNode } from 'react';
import type { SchemaMeta } from '@/generated/meta/types';
import { DetailValue } from './display';

/** One label and value of a FieldList, for a value the record's fields do not hold as such (a nested city, a stock summary). */
export function FieldRow({ label, className = 'details__row', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface FieldListProps<Value extends object> {
  value: Value;
  /** The value's schema meta: each field's label, and how its value reads (DetailValue). */
  meta: SchemaMeta;
  fields: readonly (keyof Value & string)[];
  /** The list's class; its rows take `<class>__row`. */
  className?: string;
  /** The list's name, where it stands apart from a heading (a basket's totals). */
  label?: string;
  /** Rows before the fields and after them (FieldRow). */
  before?: ReactNode;
  children?: ReactNode;
}

/** Fields of a record or object as label and value pairs, in the given order, each read as on the details screen. */
export function FieldList<Value extends object>({ value, meta, fields, className = 'details', label, before, children }: FieldListProps<Value>) {
  return (
    <dl className={className} aria-label={label}>
      {before}
      {fields.map((name) => (
        <FieldRow key={name} label={meta.fields[name]?.label ?? name} className={`${className}__row`}>
          <DetailValue value={value[name]} meta={meta.fields[name]} name={name} />
        </FieldRow>
      ))}
      {children}
    </dl>
  );
}
