import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { schemaErrors } from '@/components/form/form-errors';
import { FormErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import type { SchemaMeta } from '@/generated/meta/types';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { LineEditor } from '../lines/LineEditor';
import { errorsAfterChange, errorsUnder, type LineErrors, type LineRow } from '../lines/lines';
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
export function LinesCard<Saved, Input>({
  title,
  id,
  itemMeta,
  columns,
  saved,
  toRow,
  toInputs,
  save,
  field,
  readOnly,
  labels,
  minRows,
  schema,
}: LinesCardProps<Saved, Input>) {
  const [rows, setRows] = useState<LineRow[]>(() => saved.map(toRow));
  const [errors, setErrors] = useState<LineErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  // The saves tried: the lines there at a save show their messages before each cell is visited (section 5).
  const [submissions, setSubmissions] = useState(0);
  const [pending, setPending] = useState(false);
  const [editOpened, setEditing] = useState(false);
  // Open lines close the moment the user (a new answer of who is signed in) turns read-only.
  const editing = editOpened && !readOnly;
  const headingId = `${field}-${id}`;

  const reset = (lines: readonly Saved[]) => {
    setEditing(false);
    setRows(lines.map(toRow));
    setErrors({});
    setGeneral([]);
    setSubmissions(0);
  };

  const submit = async () => {
    if (pending) return;
    setSubmissions(submissions + 1);
    if (schema) {
      const shown = rows.map((row) => toBody(itemMeta, Object.fromEntries(columns.filter((name) => name in row).map((name) => [name, row[name]]))));
      const refused = errorsUnder(schemaErrors(schema, { [field]: shown }), field);
      if (Object.keys(refused).length) return setErrors(refused);
    }
    const checked = toInputs(rows);
    if ('errors' in checked) return setErrors(checked.errors);
    setGeneral([]);
    setPending(true);
    try {
      reset(await save(checked.inputs));
      toast.success(labels.saved);
    } catch (error) {
      const all = errorsFromFailure(error, SAVE_FAILED);
      setErrors(errorsUnder(all, field));
      setGeneral(Object.entries(all).flatMap(([key, message]) => (key === field || key.startsWith(`${field}.`) ? [] : [message])));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card sub-record" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {editing ? (
        <>
          <FormErrors messages={general} />
          <LineEditor
            label={title}
            itemMeta={itemMeta}
            columns={columns}
            value={rows}
            onChange={(next) => {
              setErrors(errorsAfterChange(errors, rows, next));
              setRows(next);
            }}
            errors={errors}
            submissions={submissions}
            newRow={() => formValues({ meta: itemMeta, fields: columns })}
            minRows={minRows}
            addLabel={labels.add}
          />
          <div className="sub-record__actions">
            <Button onPress={() => void submit()} isPending={pending}>
              {labels.save}
            </Button>
            <Button variant="secondary" onPress={() => reset(saved)}>
              Mégse
            </Button>
          </div>
        </>
      ) : (
        <>
          <ReadLines label={title} rows={rows} itemMeta={itemMeta} columns={columns} />
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
