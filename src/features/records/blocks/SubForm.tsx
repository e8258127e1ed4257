import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { Button } from '@/components/ui/Button';
import { ApiError, type InvalidationKey } from '@/generated/runtime';
import type { SchemaMeta } from '@/generated/meta/types';
import { propertiesOf } from '@/lib/objects';
import { toast } from '@/lib/toasts';
import { recordGates, type GatedRecord, type GatedUser } from '../actions/gating';
import { useRecordCall } from '../actions/use-record-call';
import { RecordForm } from '../form/RecordForm';
import type { LinesDeclaration } from '../lines/lines';
import type { RecordPath } from '../types';
import './SubForm.css';

type Values = Record<string, unknown>;
type Rec = GatedRecord & Readonly<Record<string, unknown>>;

export interface SubFormDeclaration {
  /** Title of the card ('Feladatok'). */
  title: string;
  /** A line under the title saying what the form does. */
  description?: string;
  /** The button that opens the form ('Feladatok szerkesztése'). */
  openLabel: string;
  /** The form's save button ('Feladatok mentése'). */
  submitLabel: string;
  toast: string;
  /** The call's body: its meta, checks and the fields asked. */
  meta: SchemaMeta;
  schema: v.GenericSchema<unknown, Values>;
  fields: readonly string[];
  lines?: Readonly<Record<string, LinesDeclaration>>;
  /** What the form starts with, from the record (the planned tasks; their certified values). */
  initialValues(record: Rec): Values;
  /** The body sent from the form's checked body, where the form shows more than the call takes. */
  toBody?: (body: Values) => Values;
  /** The generated mutation of the call (`saveGraduationContractTasksMutation`); it answers the record or part of it. */
  mutation: () => RecordCallMutation;
  /** The record's calls, so the answer shows at once on the details and in the list. */
  api: { get(vars: { path: { id: number } }): { queryKey: QueryKey }; list(vars: { query?: undefined }): { queryKey: QueryKey } };
  /**
   * The call's body nests the form's values under this key (a monthly report's `answers`): sent as
   * `{ [bodyKey]: values }`, and a 400's messages under it are shown by the form's fields.
   */
  bodyKey?: string;
  /** The form shows at once, without the opening button (a report answered on its details). */
  alwaysOpen?: boolean;
  /** Whether the form is offered on this record (beyond the read-only and final-state gates). */
  when?: (record: Rec) => boolean;
}

/** A 400 whose messages sit under the body's key, with them lifted to the top, where the form's fields read them. */
function unnested(error: unknown, key: string): unknown {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body || typeof error.body !== 'object') return error;
  const { [key]: inner, ...rest } = propertiesOf(error.body);
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? new ApiError(400, { ...rest, ...inner }) : error;
}

/**
 * A generated mutation factory's options for a call on one record. Method syntax keeps the variables
 * bivariant (as RecordApi's does in section.ts), so each call's own body type fits.
 */
export interface RecordCallMutation {
  mutationKey: readonly unknown[];
  mutationFn(vars: RecordPath & { body: Values }): Promise<unknown>;
  meta: { invalidates(vars: RecordPath & { body: Values }): InvalidationKey[] };
}

type SubFormBlock = (props: { record: Rec; user: GatedUser }) => ReactNode;

/**
 * A details block that changes part of a record with a call of its own (section 7's extras: a
 * graduation contract's tasks with `feladat/`, their certification with `feladat-igazolas/`, an
 * entrance exam's `igazol/`): a button opening a form generated from the
 * call's body schema (lines for its arrays); the answer is merged into the cached record.
 */
export function subForm(declaration: SubFormDeclaration): SubFormBlock {
  const { title, openLabel, submitLabel, meta, schema, fields, lines, initialValues, mutation, api, when, bodyKey, alwaysOpen } = declaration;
  function SubForm({ record, user }: { record: Rec; user: GatedUser }) {
    const [opened, setOpen] = useState(false);
    const open = opened || Boolean(alwaysOpen);
    const save = useRecordCall(mutation(), api);
    const offered = recordGates(record, user).edit && (when?.(record) ?? true);
    const id = `sub-form-${title.replace(/\W+/g, '-')}-${record.id}`;
    return (
      <section className="card sub-record" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        {declaration.description ? <p className="muted">{declaration.description}</p> : null}
        {open && (offered || alwaysOpen) ? (
          <RecordForm
            meta={meta}
            schema={schema}
            fields={fields}
            lines={lines}
            initialValues={initialValues(record)}
            submitLabel={submitLabel}
            isPending={save.isPending}
            isReadOnly={!offered}
            recordId={record.id}
            onCancel={alwaysOpen ? undefined : () => setOpen(false)}
            onSubmit={async (values) => {
              const body = declaration.toBody ? declaration.toBody(values) : values;
              await save.send({ path: { id: record.id }, body: bodyKey ? { [bodyKey]: body } : body }).catch((error: unknown) => {
                throw bodyKey ? unnested(error, bodyKey) : error;
              });
              setOpen(false);
              toast.success(declaration.toast);
            }}
          />
        ) : offered ? (
          <div className="sub-record__actions">
            <Button variant="secondary" onPress={() => setOpen(true)}>
              {openLabel}
            </Button>
          </div>
        ) : null}
      </section>
    );
  }
  return SubForm;
}
