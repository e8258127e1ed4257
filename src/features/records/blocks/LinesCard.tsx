import { useState } from 'react';
import { FormErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import type { SchemaMeta } from '@/generated/meta/types';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { LineEditor } from '../lines/LineEditor';
import { errorsAfterChange, errorsUnder, type LineErrors, type LineRow } from '../lines/lines';
import { ReadLines } from '../screens/ReadView';
import { formValues } from '../section';
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
}: LinesCardProps<Saved, Input>) {
  const [rows, setRows] = useState<LineRow[]>(() => saved.map(toRow));
  const [errors, setErrors] = useState<LineErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  // Once a save was tried, a new line's messages show before each cell is visited (section 5).
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [editing, setEditing] = useState(false);
  const headingId = `${field}-${id}`;

  const reset = (lines: readonly Saved[]) => {
    setEditing(false);
    setRows(lines.map(toRow));
    setErrors({});
    setGeneral([]);
    setSubmitted(false);
  };

  const submit = async () => {
    if (pending) return;
    setSubmitted(true);
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
            isSubmitted={submitted}
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
