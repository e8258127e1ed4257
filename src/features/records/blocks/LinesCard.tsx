import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { schemaErrors } from '@/components/form/form-errors';
import { FormErrors } from '@/components/form/FormErrors';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { Button } from '@/components/ui/Button';
import type { SchemaMeta } from '@/generated/meta/types';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { LineEditor } from '../lines/LineEditor';
import type { LineErrors, LineRow } from '../lines/lines';
import { ReadLines } from '../screens/ReadView';
import { toBody } from '../form/form-values';
import { formValues } from '../section';
import type { MutationFactory, RecordPath } from '../types';
import './SubForm.css';

export interface LinesCardProps<Saved, Input> {
  /** The card's heading, also the lines' label ('Munkaviszonyok'). */
  title: string;
  /** Makes the heading's id unique on the page (the record's id). */
  id: string | number;
  itemMeta: SchemaMeta;
  columns: readonly string[];
  saved: readonly Saved[];
  toRow: (saved: Saved) => LineRow;
  /** Every line as the save call's items, or the messages ('<index>.<field>', '' for the list) that keep them from being sent. */
  toInputs: (rows: readonly LineRow[]) => { inputs: Input[] } | { errors: LineErrors };
  /** Sends the lines; the answer is the saved lines (the caller writes them where the record is cached). */
  save: (inputs: Input[]) => Promise<readonly Saved[]>;
  /** The body's field of the lines: a 400's messages under it go to their lines and cells, the rest above. */
  field: string;
  readOnly: boolean;
  labels: { edit: string; save: string; add: string; saved: string };
  minRows?: number;
  /**
   * The save call's generated body schema (`…Schema` of src/generated/validators): the shown cells of
   * every line are checked by it, as `{ [field]: lines }`, before anything is sent (an end before its
   * start, a mistyped number), with the messages in their cells.
   */
  schema?: v.GenericSchema;
}

const SAVE_FAILED = 'A mentés nem sikerült. Kérjük, próbálja újra később.';

/**
 * A record's lines saved together by a call of their own, apart from the record's 'Szerkesztés': read
 * as a table, edited as lines after the edit button. A rejected save keeps its messages per line by
 * index (section 8) and every line as typed; 'Mégse' goes back to the saved lines.
 */
export function LinesCard<Saved, Input>(props: LinesCardProps<Saved, Input>) {
  const { title, id, itemMeta, columns, saved, toRow, field, readOnly, labels } = props;
  const [editOpened, setEditing] = useState(false);
  // A save's answer, read until the record's lines given change (the caller writes the answer where they come from).
  const [answer, setAnswer] = useState<{ to: readonly Saved[]; lines: readonly Saved[] } | null>(null);
  const lines = answer?.to === saved ? answer.lines : saved;
  // Open lines close the moment the user (a new answer of who is signed in) turns read-only.
  const editing = editOpened && !readOnly;
  const headingId = `${field}-${id}`;
  return (
    <section className="card sub-record" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {editing ? (
        <LinesForm
          {...props}
          saved={lines}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            setAnswer({ to: saved, lines: next });
            setEditing(false);
          }}
        />
      ) : (
        <>
          <ReadLines label={title} rows={lines.map(toRow)} itemMeta={itemMeta} columns={columns} />
          {readOnly ? null : (
            <div className="sub-record__actions">
              <Button variant="secondary" onPress={() => setEditing(true)}>
                {labels.edit}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

const isRow = (item: unknown): item is LineRow => typeof item === 'object' && item !== null && !Array.isArray(item);
const rowsOf = (value: unknown): LineRow[] => (Array.isArray(value) ? value.filter(isRow) : []);

/**
 * The lines being edited, on the one validation model (useCheckedForm), fresh at each opening: the
 * save call's schema and the lines' own check are the form's rules, a 400's messages go into the same
 * map; what shows where is read from it. It keeps no messages, touched or saves-tried state of its own.
 */
function LinesForm<Saved, Input>({
  title,
  itemMeta,
  columns,
  saved,
  toRow,
  toInputs,
  save,
  field,
  labels,
  minRows,
  schema,
  onClose,
  onSaved,
}: LinesCardProps<Saved, Input> & { onClose: () => void; onSaved: (lines: readonly Saved[]) => void }) {
  const [pending, setPending] = useState(false);
  const rules = (values: Readonly<Record<string, unknown>>): Record<string, string> => {
    const rows = rowsOf(values[field]);
    const checked = toInputs(rows);
    const own = 'errors' in checked ? Object.fromEntries(Object.entries(checked.errors).map(([key, message]) => [key ? `${field}.${key}` : field, message])) : {};
    // The shown cells of every line, as the call takes them: an end before its start, a mistyped number.
    const shown = rows.map((row) => toBody(itemMeta, Object.fromEntries(columns.filter((name) => name in row).map((name) => [name, row[name]]))));
    return { ...own, ...(schema ? schemaErrors(schema, { [field]: shown }) : {}) };
  };
  const send = async (rows: LineRow[]) => {
    const checked = toInputs(rows);
    if (pending || 'errors' in checked) return;
    setPending(true);
    try {
      const answer = await save(checked.inputs);
      toast.success(labels.saved);
      onSaved(answer);
    } catch (error) {
      form.showFailure(errorsFromFailure(error, SAVE_FAILED));
      setPending(false);
    }
  };
  const form = useCheckedForm({ defaultValues: { [field]: saved.map(toRow) }, rules, onValid: (values) => void send(rowsOf(values[field])) });
  const lines = form.field(field);
  return (
    <>
      <FormErrors messages={form.generalMessages([field])} />
      <LineEditor
        label={title}
        itemMeta={itemMeta}
        columns={columns}
        value={rowsOf(lines.value)}
        onChange={lines.onChange}
        onBlur={(cell) => form.leave(`${field}.${cell}`)}
        errors={form.errorsOf(field)}
        newRow={() => formValues({ meta: itemMeta, fields: columns })}
        minRows={minRows}
        addLabel={labels.add}
      />
      <div className="sub-record__actions">
        <Button onPress={() => form.submit()} isPending={pending}>
          {labels.save}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          Mégse
        </Button>
      </div>
    </>
  );
}

export interface LinesEditorDeclaration<Field extends string, Saved, Input, Body> extends Pick<
  LinesCardProps<Saved, Input>,
  'title' | 'itemMeta' | 'columns' | 'toRow' | 'labels' | 'minRows'
> {
  /** The save call's generated body schema, checking the lines before they are sent (see LinesCardProps.schema). */
  schema: v.GenericSchema;
  /** The record's field of the lines, also where a 400's messages of the lines are. */
  field: Field;
  /** Every line as the call's items (the saved lines given, to keep what the form does not edit), or the messages that keep them from being sent. */
  toInputs: (rows: readonly LineRow[], saved: readonly Saved[]) => { inputs: Input[] } | { errors: LineErrors };
  /** The call saving the lines together (its body from the lines), answering the saved lines. */
  save: MutationFactory<readonly Saved[], RecordPath & { body: Body }>;
  body: (inputs: Input[]) => Body;
  /** The record's cached details, where the answer is written so the card changes at once. */
  api: { get(vars: RecordPath): { queryKey: QueryKey } };
}

type LinesBlock<Field extends string, Saved> = (props: {
  record: { id: number } & { readonly [K in Field]: readonly Saved[] };
  user: { is_readonly: boolean };
}) => ReactNode;

/** A details block of a record's lines saved by a call of their own (an employee's employments), as a declaration: a LinesCard on the record. */
export function linesEditor<Field extends string, Saved, Input, Body>(declaration: LinesEditorDeclaration<Field, Saved, Input, Body>): LinesBlock<Field, Saved> {
  const { field, toInputs, api, save: call, body, ...card } = declaration;
  return function LinesEditor({ record, user }) {
    const queryClient = useQueryClient();
    const save = useMutation(call());
    const saved = record[field];
    return (
      <LinesCard
        {...card}
        id={record.id}
        field={field}
        saved={saved}
        toInputs={(rows) => toInputs(rows, saved)}
        save={async (inputs) => {
          const answer = await save.mutateAsync({ path: { id: record.id }, body: body(inputs) });
          queryClient.setQueryData(api.get({ path: { id: record.id } }).queryKey, (cached: unknown) =>
            cached && typeof cached === 'object' ? { ...cached, [field]: answer } : cached,
          );
          return answer;
        }}
        readOnly={user.is_readonly}
      />
    );
  };
}
