import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import { failureText } from '@/lib/server-messages';
import type { QueryLike } from '../types';
import { refId } from './lookups';
import { SchemaField } from './SchemaField';

type Values = Readonly<Record<string, unknown>>;

/**
 * A form filled from a chosen user's data (`form.prefill` of a section): choosing the user asks the
 * record's `kitolt/?user_id=` call and puts its answer into the form's fields of the same name.
 * What the user typed is never overwritten: only an empty field, or one still holding what the
 * previous choice filled in, takes the answer's value (see prefillPatch).
 */
export interface FormPrefill<Result extends object = object> {
  /**
   * The field whose value (a user id, or `{id, name}`) fills the form. When the form has no such
   * field, the block offers its own chooser under this name, whose choice is not sent with the body.
   */
  when: string;
  /** The generated kitolt/ query for the chosen id: `(id) => getGraduationContractPrefillQuery({ query: { user_id: id } })`. */
  from(userId: number): QueryLike<Result>;
  /** The block's own chooser (when `when` is not a form field): its label and lookup source. Default: 'Kitöltés felhasználó adataiból' from ownUsers. */
  chooser?: { label: string; source: string };
  /** Answer keys named differently from the form's fields: `{ mothers_name: 'mother_name' }`. */
  rename?: Readonly<Record<string, string>>;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Whether an answer's value fits a field of this kind (an address object does not go into a text field). */
function fits(meta: FieldMeta | undefined, value: unknown): boolean {
  if (!meta) return false;
  switch (meta.kind) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
    case 'number':
      return typeof value === 'number' || (meta.lookup !== undefined && refId(value) !== null);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

export interface PrefillResult {
  /** The values to set, by field. */
  patch: Record<string, unknown>;
  /** What this choice put into each field, to know next time which fields it may replace. */
  filled: Record<string, unknown>;
}

/**
 * What a prefill answer changes in the form. A field of the form takes the answer's value when the
 * field is empty or still holds what the previous choice filled in (a second choice replaces the
 * first one's data); a field the previous choice filled that the new answer leaves empty goes back
 * to its starting value. A field the user typed into is kept, and so is the chooser's own field.
 */
export function prefillPatch(
  answer: Values,
  values: Values,
  options: { meta: SchemaMeta; fields: readonly string[]; startValues: Values; previous: Values; rename?: Readonly<Record<string, string>>; when: string },
): PrefillResult {
  const { meta, fields, startValues, previous, rename = {}, when } = options;
  const free = (name: string) => isEmpty(values[name]) || (name in previous && same(values[name], previous[name]));
  const patch: Record<string, unknown> = {};
  const filled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) {
    const name = rename[key] ?? key;
    if (name === when || !fields.includes(name) || isEmpty(value) || !fits(meta.fields[name], value)) continue;
    if (!free(name)) continue;
    patch[name] = value;
    filled[name] = value;
  }
  for (const name of Object.keys(previous)) {
    if (name in patch || !free(name) || isEmpty(values[name])) continue;
    patch[name] = startValues[name] ?? null;
  }
  return { patch, filled };
}

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; count: number } | { kind: 'error'; message: string };

/**
 * The prefill's state in a form: `choose(value)` runs it for a chosen user (from the form's own
 * field or the block's chooser); the patch goes through `apply`, the form's change of one field.
 */
export function usePrefill(
  prefill: FormPrefill | undefined,
  form: { meta: SchemaMeta; fields: readonly string[]; startValues: Values; values: () => Values; apply: (name: string, value: unknown) => void },
) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [chosen, setChosen] = useState<unknown>(null);
  const previous = useRef<Record<string, unknown>>({});
  const latest = useRef(0);

  const choose = (value: unknown) => {
    setChosen(value);
    const id = refId(value);
    if (!prefill || id === null) {
      setStatus({ kind: 'idle' });
      return;
    }
    const round = ++latest.current;
    setStatus({ kind: 'loading' });
    queryClient.fetchQuery(prefill.from(Number(id))).then(
      (answer) => {
        // Only the last choice fills the form, whatever order the answers arrive in.
        if (round !== latest.current) return;
        const { patch, filled } = prefillPatch(answer as Values, form.values(), { ...form, previous: previous.current, rename: prefill.rename, when: prefill.when });
        for (const [name, next] of Object.entries(patch)) form.apply(name, next);
        previous.current = filled;
        setStatus({ kind: 'done', count: Object.keys(filled).length });
      },
      (error: unknown) => {
        if (round === latest.current) setStatus({ kind: 'error', message: failureText(error, 'A felhasználó adatainak betöltése nem sikerült.') });
      },
    );
  };
  return { choose, chosen, status };
}

/** What the prefill did, announced to screen readers. */
export function PrefillStatus({ status }: { status: Status }) {
  return (
    <div className="form-prefill__status" aria-live="polite">
      {status.kind === 'loading' ? <p>A felhasználó adatainak betöltése…</p> : null}
      {status.kind === 'done' ? (
        <Alert tone="info">
          {status.count
            ? `A felhasználó adataival ${status.count} üres mezőt kitöltöttünk; a már beírt adatok megmaradtak.`
            : 'A felhasználó adatai nem töltöttek ki új mezőt; a már beírt adatok megmaradtak.'}
        </Alert>
      ) : null}
      {status.kind === 'error' ? <Alert tone="error">{status.message}</Alert> : null}
    </div>
  );
}

/** The block's own user chooser, for a form whose input has no user field. */
export function PrefillChooser({
  prefill,
  value,
  onChange,
  isDisabled,
}: {
  prefill: FormPrefill;
  value: unknown;
  onChange: (value: unknown) => void;
  isDisabled?: boolean;
}) {
  const { label, source } = prefill.chooser ?? { label: 'Kitöltés felhasználó adataiból', source: 'ownUsers' };
  const meta: FieldMeta = { label, kind: 'integer', nullable: true, lookup: { source } };
  return (
    <div className="form-prefill" data-field={prefill.when}>
      <SchemaField name={prefill.when} meta={meta} value={value} onChange={onChange} onBlur={() => undefined} isDisabled={isDisabled} />
    </div>
  );
}
