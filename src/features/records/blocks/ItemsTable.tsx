import { useMutation, useMutationState, type MutationState } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { DataTable } from '@/components/data-table/DataTable';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import type { SchemaMeta } from '@/generated/meta/types';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import type { CurrentStep } from '@/generated/models';
import { ACTION_FAILED } from '../actions/ActionForm';
import { recordGates, type GatedUser } from '../actions/gating';
import { DetailValue } from '../display';
import { ItemUploadDialog, type ItemUpload } from './ItemUploadDialog';
import './blocks.css';
import type { MutationFactory, RecordPath } from '../types';

type Item = Readonly<Record<string, unknown>>;

export interface ItemsTableDeclaration<Field extends string, Body = never, ActionBody = never> {
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
  /** A call on one item straight from its row (a subtask marked done), for a user who may edit the record. */
  action?: ItemAction<ActionBody>;
}

/**
 * One item's call made from its row without a form or dialog: a button on each row it is offered on.
 * A failure's messages stay by that row (section 8: a 400 body kept as the record's error state) until
 * the next try; a success makes stale what the call's spec names (the record by its exact key), so
 * the row shows the item as the server now holds it.
 */
export interface ItemAction<Body> {
  /** The button's text ('Elvégezve'); its accessible name adds the row's name. */
  label: string;
  /** The rows that offer it (an unfinished subtask). */
  offered: (item: Item) => boolean;
  body: (itemId: number) => Body;
  /** Where the item's messages are in a 400 body ('subtasks.0': the one subtask the call sends). */
  errorsAt: string;
  /** The item field the call sets: its messages are shown as they are, another field's after that field's label. */
  sets: string;
  mutation: MutationFactory<unknown, RecordPath & { body: Body }>;
  toast: string;
}

/** The state and step are read by the edit gate an item action follows. */
type BlockRecord<Field extends string> = { readonly id?: number; readonly state?: string | null; readonly current_step?: CurrentStep | null } & {
  readonly [K in Field]?: unknown;
};

/**
 * Any record with the field: the block fits every section whose record has it (a details block, `details.blocks`).
 * The signed-in user decides whether an upload is offered (section 6: not to a read-only user).
 */
/** The block, naming the field it shows (`shows`), so the read view does not show those lines a second time. */
type ItemsTableBlock<Field extends string> = ((props: { record: BlockRecord<Field>; user?: GatedUser; isEditing?: boolean }) => ReactNode) & { readonly shows: Field };

/** How a row is named to a screen reader and in the upload dialog: its first column's name or text, else its place. */
function rowName(item: Item, column: string | undefined, index: number): string {
  const value = column === undefined ? undefined : item[column];
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string') return value.name;
  return `${index + 1}. sor`;
}

/** Which row a call was made from, and with what: the item's id beside the call's own variables. */
interface ItemCall<Body> {
  itemId: number;
  vars: RecordPath & { body: Body };
}

/** A failed item call's messages: the item's own fields by their labels (the field it sets without), the rest as they came. */
function itemMessages(error: unknown, action: Pick<ItemAction<unknown>, 'errorsAt' | 'sets'>, itemMeta: SchemaMeta | undefined, meta: SchemaMeta): string[] {
  const prefix = `${action.errorsAt}.`;
  return Object.entries(errorsFromFailure(error, ACTION_FAILED)).map(([key, message]) => {
    const itemField = key.startsWith(prefix) ? key.slice(prefix.length) : undefined;
    const label = itemField !== undefined ? (itemField === action.sets ? undefined : itemMeta?.fields[itemField]?.label) : meta.fields[key]?.label;
    return label ? `${label}: ${message}` : message;
  });
}

/** What the rows read of an item action's last call: which row it was made from, how it went. */
interface ItemCallState {
  itemId: number | undefined;
  status: MutationState['status'];
  error: unknown;
}

const itemIdOf = (vars: unknown) => (typeof vars === 'object' && vars !== null && 'itemId' in vars && typeof vars.itemId === 'number' ? vars.itemId : undefined);

/**
 * The item action's calls, kept with the record (the mutation cache, keyed by the call and the record),
 * so a failure still shows by its row when the record's details are opened again.
 */
function useItemAction<Body>(action: ItemAction<Body> | undefined, recordId: number | undefined, field: string) {
  const factory = action?.mutation();
  const mutationKey = [...(factory?.mutationKey ?? ['itemAction']), recordId, field];
  const mutation = useMutation({
    mutationKey,
    mutationFn: factory ? ({ vars }: ItemCall<Body>) => factory.mutationFn(vars) : undefined,
    meta: factory ? { invalidates: ({ vars }: ItemCall<Body>) => factory.meta.invalidates(vars) } : undefined,
    onSuccess: () => {
      if (action) toast.success(action.toast);
    },
  });
  const calls = useMutationState<ItemCallState>({
    filters: { mutationKey, exact: true },
    select: ({ state }) => ({ itemId: itemIdOf(state.variables), status: state.status, error: state.error }),
  });
  return { run: mutation.mutate, last: calls.at(-1) };
}

/** What an item action's cell reads: the block's call state, shared by every row. */
interface RowActionState {
  label: string;
  offered: (item: Item) => boolean;
  send: (itemId: number) => void;
  last: ItemCallState | undefined;
  messages: (error: unknown) => string[];
  idPrefix: string;
  nameOf: (item: Item, index: number) => string;
}

const RowActionContext = createContext<RowActionState | null>(null);

/**
 * One row's action button, and the last failure of its call beneath it. Its state comes by context, so the
 * table's column (and with it the button, which keeps the focus) stays the same from render to render.
 */
function ItemActionCell({ item, index }: { item: Item; index: number }) {
  const state = useContext(RowActionContext);
  const id = item.id;
  if (!state || typeof id !== 'number' || !state.offered(item)) return null;
  const { last } = state;
  const own = last?.itemId === id;
  const messages = own && last.status === 'error' ? state.messages(last.error) : [];
  const errorId = `${state.idPrefix}-${id}`;
  return (
    <div className="items-table__action">
      <Button
        variant="secondary"
        aria-label={`${state.label}: ${state.nameOf(item, index)}`}
        aria-describedby={messages.length ? errorId : undefined}
        isPending={own && last.status === 'pending'}
        isDisabled={last?.status === 'pending' && !own}
        onPress={() => {
          if (last?.status !== 'pending') state.send(id);
        }}
      >
        {state.label}
      </Button>
      {messages.length ? (
        <p id={errorId} className="field__error preserve-lines" role="alert">
          {messages.join('\n')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A details block that lists a read-only array field of the record as a table (an absence's
 * budgets, a booking's occasions): each cell shown by its item field's meta, a looked-up id by name.
 */
export function itemsTable<Field extends string, Body = never, ActionBody = never>({
  field,
  meta,
  columns,
  emptyText = 'Nincs adat.',
  link,
  upload,
  action,
}: ItemsTableDeclaration<Field, Body, ActionBody>): ItemsTableBlock<Field> {
  const fieldMeta = meta.fields[field];
  const itemMeta = fieldMeta?.items;
  const title = fieldMeta?.label ?? field;
  const nameOf = (item: Item, index: number) => rowName(item, columns[0], index);
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
  // Made once per block: a column's cell is rendered as a component, and a new one each render would replace the row's button.
  const actionColumn: ColumnDef<Item> = { id: 'action', header: 'Művelet', cell: ({ row }) => <ItemActionCell item={row.original} index={row.index} /> };
  function ItemsTable({ record, user, isEditing = false }: { record: BlockRecord<Field>; user?: GatedUser; isEditing?: boolean }) {
    const [uploading, setUploading] = useState<{ id: number; name: string } | null>(null);
    const value: unknown = record[field];
    const rows = Array.isArray(value) ? value.filter((item): item is Item => typeof item === 'object' && item !== null) : [];
    const recordId = record.id;
    const canUpload = Boolean(upload && recordId !== undefined && user !== undefined && recordGates({ id: recordId }, user).upload);
    // Section 6: only who may edit the record (not read-only, the record not final or locked) changes an item of it; not while
    // its edit form is open, whose save sends the item as the form holds it.
    const canAct = Boolean(action && !isEditing && recordId !== undefined && user !== undefined && recordGates({ ...record, id: recordId }, user).edit);
    // No empty column once every item is done.
    const offered = canAct && rows.some((item) => action?.offered(item));
    const { run, last } = useItemAction(action, recordId, field);
    const shownColumns = useMemo(() => {
      const uploadColumn: ColumnDef<Item> = {
        id: 'upload',
        header: 'Feltöltés',
        cell: ({ row }) => {
          const id = row.original.id;
          if (!upload || typeof id !== 'number') return null;
          const name = nameOf(row.original, row.index);
          return (
            <Button variant="secondary" aria-label={`${upload.label}: ${name}`} onPress={() => setUploading({ id, name })}>
              {upload.label}
            </Button>
          );
        },
      };
      return [...columnDefs(recordId), ...(canUpload ? [uploadColumn] : []), ...(offered ? [actionColumn] : [])];
    }, [recordId, canUpload, offered]);
    const rowAction: RowActionState | null =
      action && recordId !== undefined
        ? {
            label: action.label,
            offered: action.offered,
            send: (itemId) => run({ itemId, vars: { path: { id: recordId }, body: action.body(itemId) } }),
            last,
            messages: (error) => itemMessages(error, action, itemMeta, meta),
            idPrefix: `item-action-${field}`,
            nameOf,
          }
        : null;
    return (
      <section className="card" aria-label={title}>
        <h2>{title}</h2>
        <RowActionContext value={rowAction}>
          {/* A phone's card lists every column: a details table has no other screen that shows the rest. */}
          <DataTable
            label={title}
            rows={rows}
            columns={shownColumns}
            rowId={(row) => String(row.id ?? rows.indexOf(row))}
            emptyText={emptyText}
            cardFields={shownColumns.length}
          />
        </RowActionContext>
        {upload && uploading && recordId !== undefined ? (
          <ItemUploadDialog upload={upload} recordId={recordId} itemId={uploading.id} itemName={uploading.name} onClose={() => setUploading(null)} />
        ) : null}
      </section>
    );
  }
  return Object.assign(ItemsTable, { shows: field });
}
