import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table/DataTable';
import { Link } from '@/components/ui/Link';
import type { SchemaMeta } from '@/generated/meta/types';
import { DetailValue } from '../display';

type Item = Readonly<Record<string, unknown>>;

export interface ItemsTableDeclaration<Field extends string> {
  /** The record's array field the table lists ('budgets'). */
  field: Field;
  /** The record's details meta: the field's label titles the table and its items' meta labels the columns. */
  meta: SchemaMeta;
  /** The item fields shown, in order. */
  columns: readonly string[];
  emptyText?: string;
  /** A column whose cell links to the item's own details (a tender's commitments by reference number). */
  link?: { column: string; href: (id: number) => string };
}

const noSorting = () => undefined;

/** Any record with the field: the block fits every section whose record has it (a details block, `details.blocks`). */
type ItemsTableBlock<Field extends string> = (props: { record: { readonly [K in Field]?: unknown } }) => ReactNode;

/**
 * A details block that lists a read-only array field of the record as a table (an absence's
 * budgets, a booking's occasions): each cell shown by its item field's meta, a looked-up id by name.
 */
export function itemsTable<Field extends string>({ field, meta, columns, emptyText = 'Nincs adat.', link }: ItemsTableDeclaration<Field>): ItemsTableBlock<Field> {
  const fieldMeta = meta.fields[field];
  const itemMeta = fieldMeta?.items;
  const title = fieldMeta?.label ?? field;
  const columnDefs: ColumnDef<Item>[] = columns.map((name) => ({
    id: name,
    header: itemMeta?.fields[name]?.label ?? name,
    cell: ({ row }) => {
      const value = <DetailValue value={row.original[name]} meta={itemMeta?.fields[name]} name={name} />;
      const id = row.original.id;
      return link?.column === name && typeof id === 'number' ? <Link href={link.href(id)}>{value}</Link> : value;
    },
  }));
  function ItemsTable({ record }: { record: { readonly [K in Field]?: unknown } }) {
    const value: unknown = record[field];
    const rows = Array.isArray(value) ? value.filter((item): item is Item => typeof item === 'object' && item !== null) : [];
    return (
      <section className="card" aria-label={title}>
        <h2>{title}</h2>
        <DataTable
          label={title}
          rows={rows}
          columns={columnDefs}
          sorting={[]}
          onSortingChange={noSorting}
          rowId={(row) => String(row.id ?? rows.indexOf(row))}
          emptyText={emptyText}
        />
      </section>
    );
  }
  return ItemsTable;
}
