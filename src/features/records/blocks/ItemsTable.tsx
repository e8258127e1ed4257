import { useMutation } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { DataTable } from '@/components/data-table/DataTable';
import { FormErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import { FileField } from '@/components/ui/FileField';
import { Link } from '@/components/ui/Link';
import { Modal } from '@/components/ui/Modal';
import type { SchemaMeta } from '@/generated/meta/types';
import { MESSAGES } from '@/generated/validators/helpers';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { recordGates, type GatedUser } from '../actions/gating';
import { DetailValue } from '../display';
import type { MutationFactory, RecordPath } from '../types';

type Item = Readonly<Record<string, unknown>>;

export interface ItemsTableDeclaration<Field extends string, Body = never> {
  /** The record's array field the table lists ('budgets'). */
  field: Field;
  /** The record's details meta: the field's label titles the table and its items' meta labels the columns. */
  meta: SchemaMeta;
  /** The item fields shown, in order. */
  columns: readonly string[];
  emptyText?: string;
  /**
   * A column whose cell links to the item's own details (a tender's commitments by reference number);
   * `href` also gets the record's id, for items whose address is under the record (a position's applications).
   */
  link?: { column: string; href: (id: number, recordId: number | undefined) => string };
  /** A file uploaded for one item (an invoice part's document): a button on each row opens a file picker. */
  upload?: ItemUpload<Body>;
}

/** One item's file upload: the record's call, given the item's id and the picked file by `body`. */
export interface ItemUpload<Body> {
  /** The row button's and the dialog's title ('Teljesítésigazolás feltöltése'). */
  label: string;
  /** The call's body meta: the file field's label and where its server message goes. */
  meta: SchemaMeta;
  fileField: keyof Body & string;
  body: (itemId: number, file: File) => Body;
  mutation: MutationFactory<unknown, RecordPath & { body: Body }>;
  toast: string;
}

const UPLOAD_FAILED = 'A feltöltés nem sikerült. Kérjük, próbálja újra később.';

/** Rendered only while open, so every opening starts with no file. */
function ItemUploadDialog<Body>({
  upload,
  recordId,
  itemId,
  itemName,
  onClose,
}: {
  upload: ItemUpload<Body>;
  recordId: number;
  itemId: number;
  itemName: string;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const mutation = useMutation({
    ...upload.mutation(),
    onSuccess: () => {
      toast.success(upload.toast);
      onClose();
    },
  });
  const server = mutation.isError ? errorsFromFailure(mutation.error, UPLOAD_FAILED) : {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!file || mutation.isPending) return;
    mutation.mutate({ path: { id: recordId }, body: upload.body(itemId, file) });
  };
  return (
    <Modal title={upload.label} isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!mutation.isPending}>
      <Form onSubmit={submit} validationBehavior="aria" className="form">
        <p>{itemName}</p>
        <FormErrors
          messages={Object.entries(server)
            .filter(([key]) => key !== upload.fileField)
            .map(([, message]) => message)}
        />
        <FileField
          label={upload.meta.fields[upload.fileField]?.label ?? upload.fileField}
          file={file}
          onChange={(next) => {
            setFile(next);
            mutation.reset();
          }}
          isRequired
          errorMessage={server[upload.fileField] ?? (submitted && !file ? MESSAGES.required : null)}
        />
        <div className="modal__actions">
          <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
            Mégse
          </Button>
          <Button type="submit" isPending={mutation.isPending}>
            Feltöltés
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

type BlockRecord<Field extends string> = { readonly id?: number } & { readonly [K in Field]?: unknown };

/**
 * Any record with the field: the block fits every section whose record has it (a details block, `details.blocks`).
 * The signed-in user decides whether an upload is offered (section 6: not to a read-only user).
 */
/** The block, naming the field it shows (`shows`), so the read view does not show those lines a second time. */
type ItemsTableBlock<Field extends string> = ((props: { record: BlockRecord<Field>; user?: GatedUser }) => ReactNode) & { readonly shows: Field };

/** How a row is named to a screen reader and in the upload dialog: its first column's name or text, else its place. */
function rowName(item: Item, column: string | undefined, index: number): string {
  const value = column === undefined ? undefined : item[column];
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string') return value.name;
  return `${index + 1}. sor`;
}

/**
 * A details block that lists a read-only array field of the record as a table (an absence's
 * budgets, a booking's occasions): each cell shown by its item field's meta, a looked-up id by name.
 */
export function itemsTable<Field extends string, Body = never>({
  field,
  meta,
  columns,
  emptyText = 'Nincs adat.',
  link,
  upload,
}: ItemsTableDeclaration<Field, Body>): ItemsTableBlock<Field> {
  const fieldMeta = meta.fields[field];
  const itemMeta = fieldMeta?.items;
  const title = fieldMeta?.label ?? field;
  const columnDefs = (recordId: number | undefined): ColumnDef<Item>[] =>
    columns.map((name) => ({
      id: name,
      header: itemMeta?.fields[name]?.label ?? name,
      cell: ({ row }) => {
        const value = <DetailValue value={row.original[name]} meta={itemMeta?.fields[name]} name={name} />;
        const id = row.original.id;
        return link?.column === name && typeof id === 'number' ? <Link href={link.href(id, recordId)}>{value}</Link> : value;
      },
    }));
  function ItemsTable({ record, user }: { record: BlockRecord<Field>; user?: GatedUser }) {
    const [uploading, setUploading] = useState<{ id: number; name: string } | null>(null);
    const value: unknown = record[field];
    const rows = Array.isArray(value) ? value.filter((item): item is Item => typeof item === 'object' && item !== null) : [];
    const recordId = record.id;
    const canUpload = upload && recordId !== undefined && user !== undefined && recordGates({ id: recordId }, user).upload;
    const uploadColumn: ColumnDef<Item> = {
      id: 'upload',
      header: 'Feltöltés',
      cell: ({ row }) => {
        const id = row.original.id;
        if (!upload || typeof id !== 'number') return null;
        const name = rowName(row.original, columns[0], row.index);
        return (
          <Button variant="secondary" aria-label={`${upload.label}: ${name}`} onPress={() => setUploading({ id, name })}>
            {upload.label}
          </Button>
        );
      },
    };
    return (
      <section className="card" aria-label={title}>
        <h2>{title}</h2>
        <DataTable
          label={title}
          rows={rows}
          columns={canUpload ? [...columnDefs(recordId), uploadColumn] : columnDefs(recordId)}
          rowId={(row) => String(row.id ?? rows.indexOf(row))}
          emptyText={emptyText}
        />
        {upload && uploading && recordId !== undefined ? (
          <ItemUploadDialog upload={upload} recordId={recordId} itemId={uploading.id} itemName={uploading.name} onClose={() => setUploading(null)} />
        ) : null}
      </section>
    );
  }
  return Object.assign(ItemsTable, { shows: field });
}
