import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import type { SchemaMeta } from '@/generated/meta/types';
import { DetailValue } from '../display';

/** Columns of a row's own fields, each headed by its generated label and read as on the details screen. */
export function metaColumns<Row extends object>(meta: SchemaMeta, names: readonly (keyof Row & string)[]): ColumnDef<Row>[] {
  return names.map((name) => ({
    id: name,
    header: meta.fields[name]?.label ?? name,
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
