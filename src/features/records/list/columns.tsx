import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import { DetailValue } from '../display';

/**
 * What a field's cell sorts by where a page sorts itself: a code's name (a state's 'Függőben', not 'pending'),
 * a linked record's name, else the value; nothing for a value without one (a list of items).
 */
export function sortValueOf(value: unknown, meta: FieldMeta | undefined): string | number | boolean | undefined {
  if (typeof value === 'string') return meta?.enumLabels?.[value] ?? meta?.valueLabels?.[value] ?? value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string') return value.name;
  return undefined;
}

/** Columns of a row's own fields, each headed by its generated label and read as on the details screen. */
export function metaColumns<Row extends object>(meta: SchemaMeta, names: readonly (keyof Row & string)[]): ColumnDef<Row>[] {
  return names.map((name) => ({
    id: name,
    header: meta.fields[name]?.label ?? name,
    accessorFn: (row) => sortValueOf(row[name], meta.fields[name]),
    cell: ({ row }) => <DetailValue value={row.original[name]} meta={meta.fields[name]} name={name} />,
  }));
}

/** A column whose cell links the row to a screen of its own (a month, a job, a record). */
export function linkColumn<Row>(id: string, header: string, href: (row: Row) => string, text: (row: Row) => ReactNode): ColumnDef<Row> {
  return { id, header, cell: ({ row }) => <Link href={href(row.original)}>{text(row.original)}</Link> };
}

/** A column of a hand-made value. */
export function column<Row>(id: string, header: string, cell: (row: Row) => ReactNode): ColumnDef<Row> {
  return { id, header, cell: ({ row }) => cell(row.original) };
}

export interface ButtonColumnOptions<Row> {
  variant?: ButtonVariant;
  /** The rows that get the button (a file the user may delete); the rest, or every row for a read-only user, an empty cell. */
  offered?: (row: Row) => boolean;
}

/** The 'Művelet' column: one button a row (an entry's 'Módosítás', a file's 'Törlés'), its `label` telling the rows' buttons apart for screen readers. */
export function buttonColumn<Row>(
  text: string,
  label: (row: Row) => string,
  onPress: (row: Row) => void,
  { variant = 'secondary', offered = () => true }: ButtonColumnOptions<Row> = {},
): ColumnDef<Row> {
  return column('action', 'Művelet', (row) =>
    offered(row) ? (
      <Button variant={variant} aria-label={label(row)} onPress={() => onPress(row)}>
        {text}
      </Button>
    ) : null,
  );
}
