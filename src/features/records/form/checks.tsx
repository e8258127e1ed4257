import { useQuery } from '@tanstack/react-query';
import { Alert, type AlertTone } from '@/components/ui/Alert';
import { failureText } from '@/lib/server-messages';
import type { QueryLike } from '../types';
import { refId } from './lookups';

type Values = Readonly<Record<string, unknown>>;

/**
 * A call that checks the input with the server once its inputs are set, and shows what it found
 * (`form.checks` of a section): an absence's conflicts, a tax number already on record.
 */
export interface FormCheck<Result> {
  /** Hungarian name of what it shows, for screen readers ('Ütköző távollétek'). */
  label: string;
  /** Fields that must hold a value before the call; a nested list means one of them is enough. */
  needs: readonly (string | readonly string[])[];
  /** A further condition on the values (a complete tax number). */
  when?(values: Values): boolean;
  /** The generated query to run, from the form's values (foreign keys as ids) and the record's id when it is saved. */
  query(values: Values, recordId: number | undefined): QueryLike<Result>;
  /** What the answer says; null says nothing. */
  notice(result: Result, values: Values): CheckNotice | null;
  /** Above the fields or (by default) below them, beside the save button. */
  placement?: 'above' | 'below';
}

/** A check's outcome as the form shows it: a message of its tone, and what it found one a line (the conflicting absences). */
export interface CheckNotice {
  tone: AlertTone;
  text: string;
  items?: readonly string[];
}

/** A check of any result type, as a form holds its checks (the query and `notice` of one check agree on its type). */
export type AnyFormCheck = FormCheck<unknown>;

const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The values with every `{id, name}` replaced by its id, as the server takes them. */
export function idValues(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v !== null && typeof v === 'object' && !Array.isArray(v) && 'id' in v ? Number(refId(v)) : v]));
}

/** Whether a check's inputs are all set. */
export function checkReady(check: Pick<FormCheck<unknown>, 'needs' | 'when'>, values: Values): boolean {
  const set = check.needs.every((need) => (typeof need === 'string' ? hasValue(values[need]) : need.some((n) => hasValue(values[n]))));
  return set && (check.when?.(values) ?? true);
}

function CheckResult<Result>({ check, values, recordId }: { check: FormCheck<Result>; values: Values; recordId: number | undefined }) {
  const ready = checkReady(check, values);
  const query = useQuery({ ...check.query(values, recordId), enabled: ready });
  if (!ready) return null;
  if (query.isPending) return <p className="form-check__loading">Ellenőrzés…</p>;
  if (query.isError) return <Alert tone="error">{failureText(query.error, 'Az ellenőrzés nem sikerült.')}</Alert>;
  const notice = check.notice(query.data, values);
  if (!notice) return null;
  if (!notice.items) return <Alert tone={notice.tone}>{notice.text}</Alert>;
  return (
    <Alert tone={notice.tone}>
      <p>{notice.text}</p>
      <ul>
        {notice.items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** The results of the form's checks at one place (above or below the fields), announced when they change. */
export function FormChecks({
  checks,
  values,
  recordId,
  placement,
}: {
  checks: readonly AnyFormCheck[];
  values: Values;
  recordId?: number;
  placement: 'above' | 'below';
}) {
  const here = checks.filter((c) => (c.placement ?? 'below') === placement);
  if (!here.length) return null;
  const ids = idValues(values);
  return (
    <>
      {here.map((check) => (
        <section key={check.label} className="form-check" aria-label={check.label} aria-live="polite">
          <CheckResult check={check} values={ids} recordId={recordId} />
        </section>
      ))}
    </>
  );
}
