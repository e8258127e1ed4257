import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { Button } from '@/components/ui/Button';
import type { SchemaMeta } from '@/generated/meta/types';
import { toast } from '@/lib/toasts';
import { ConfirmCallButton } from '../actions/ConfirmCallButton';
import { FieldList } from '../FieldList';
import type { AnyFormCheck } from '../form/checks';
import { RecordForm } from '../form/RecordForm';
import { formValues } from '../section';
import type { RecordPath } from '../types';
import './SubForm.css';

type Call<Answer, Vars> = () => UseMutationOptions<Answer, Error, Vars>;

export interface ObjectEditorDeclaration<Field extends string, Obj extends object, Input> {
  /** The record's field that holds the object (a position's `hired_employee`), null while it has none. */
  field: Field;
  title: string;
  emptyText: string;
  /** What the card shows of the object. */
  shown: { meta: SchemaMeta; fields: readonly (keyof Obj & string)[] };
  /** The form of the calls' body: every field of the input, the checks that ask the server as it is typed. */
  form: { meta: SchemaMeta; schema: v.GenericSchema<unknown, Input>; checks?: readonly AnyFormCheck[] };
  /** Records the object where the record has none (POST), and changes it (PUT); each answers the object. */
  create: Call<Obj, RecordPath & { body: Input }>;
  update: Call<Obj, RecordPath & { body: Input }>;
  /** Removes it after a confirmation naming it. */
  remove: { call: Call<unknown, RecordPath>; confirm: (object: Obj) => { title: string; message: string; label: string }; failure: string };
  labels: { create: string; edit: string; createSubmit: string; remove: string };
  /** The record's cached details, where each answer is written so the card changes at once. */
  api: { get(vars: RecordPath): { queryKey: QueryKey } };
}

type Block<Field extends string, Obj> = (props: { record: { id: number } & { readonly [K in Field]: Obj | null }; user: { is_readonly: boolean } }) => ReactNode;

/**
 * A details block of one object of the record kept by calls of its own (a position's hired user):
 * its fields, or a line saying there is none; recorded with the create call when there is none, else
 * changed with the update call ('Mentés'), and removed after a confirmation. A read-only user only reads.
 */
export function objectEditor<Field extends string, Obj extends object, Input>(declaration: ObjectEditorDeclaration<Field, Obj, Input>): Block<Field, Obj> {
  const { field, title, emptyText, shown, form, labels, remove } = declaration;
  const formFields = Object.keys(form.meta.fields);
  function ObjectEditor({ record, user }: Parameters<Block<Field, Obj>>[0]) {
    const queryClient = useQueryClient();
    const object = record[field];
    const [editOpened, setEditing] = useState(false);
    // An open form closes the moment the user (a new answer of who is signed in) turns read-only.
    const editing = editOpened && !user.is_readonly;
    const create = useMutation(declaration.create());
    const update = useMutation(declaration.update());
    const setObject = (next: Obj | null) =>
      queryClient.setQueryData(declaration.api.get({ path: { id: record.id } }).queryKey, (cached: unknown) =>
        cached && typeof cached === 'object' ? { ...cached, [field]: next } : cached,
      );
    const headingId = `object-editor-${field}-${record.id}`;
    return (
      <section className="card sub-record" aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        {editing ? (
          <RecordForm
            meta={form.meta}
            schema={form.schema}
            fields={formFields}
            initialValues={formValues({ meta: form.meta, fields: formFields }, object ?? undefined)}
            checks={form.checks}
            submitLabel={object ? 'Mentés' : labels.createSubmit}
            isPending={(object ? update : create).isPending}
            onSubmit={async (body) => {
              const vars = { path: { id: record.id }, body };
              setObject(object ? await update.mutateAsync(vars) : await create.mutateAsync(vars));
              setEditing(false);
              toast.success('A mentés sikeres.');
            }}
            onCancel={() => setEditing(false)}
          />
        ) : object ? (
          <FieldList value={object} meta={shown.meta} fields={shown.fields} />
        ) : (
          <p className="muted">{emptyText}</p>
        )}
        {user.is_readonly || editing ? null : (
          <div className="sub-record__actions">
            <Button variant={object ? 'secondary' : 'primary'} onPress={() => setEditing(true)}>
              {object ? labels.edit : labels.create}
            </Button>
            {object ? (
              <ConfirmCallButton
                mutation={remove.call()}
                variables={{ path: { id: record.id } }}
                confirm={remove.confirm(object)}
                onDone={() => setObject(null)}
                success="A mentés sikeres."
                failure={remove.failure}
              >
                {labels.remove}
              </ConfirmCallButton>
            ) : null}
          </div>
        )}
      </section>
    );
  }
  return ObjectEditor;
}
