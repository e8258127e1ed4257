import { useMemo, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { errorsFromFailure, SAVE_FAILED } from '@/lib/server-messages';

type Values = Record<string, unknown>;

/** Messages per field from a valibot result, the first issue of each field winning. */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

const GENERAL_KEYS = ['non_field_errors', 'detail', ''];

/**
 * Form state for a generated body schema (section 5): errors show once a field is touched or the
 * form was submitted; a 400 answer's messages show under their fields (or above the form when they
 * belong to no field) and a field's server error clears when the user edits it. Values are never
 * reset by a failed save.
 */
export function useSchemaForm<S extends v.GenericSchema<Values, Values>>(
  schema: S,
  initialValues: v.InferInput<S>,
  /** What a failure the server explains no further (a network error, a 5xx) says; a save's message unless given. */
  { failureMessage = SAVE_FAILED }: { failureMessage?: string } = {},
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const clientErrors = useMemo(() => {
    const result = v.safeParse(schema, values);
    return result.success ? {} : issuesToFieldErrors(result.issues);
  }, [schema, values]);

  const errorFor = (name: string): string | undefined =>
    serverErrors[name] ?? (submitted || touched.has(name) ? clientErrors[name] : undefined);

  const setValue = (name: string, value: unknown) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setServerErrors((prev) => {
      if (!(name in prev)) return prev;
      const { [name]: _cleared, ...rest } = prev;
      return rest;
    });
  };

  const touch = (name: string) => setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));

  /** Props for a text field bound to one property. */
  const textField = (name: string) => ({
    name,
    value: typeof values[name] === 'string' ? (values[name] as string) : values[name] == null ? '' : String(values[name]),
    onChange: (value: string) => setValue(name, value),
    onBlur: () => touch(name),
    errorMessage: errorFor(name),
  });

  const handleSubmit = (onValid: (output: v.InferOutput<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = v.safeParse(schema, values);
    if (result.success) onValid(result.output);
  };

  /** Shows a failed call: a 400 body per field; anything else as a general message (`failureMessage` when the server said nothing usable). */
  const showServerError = (error: unknown) => setServerErrors(errorsFromFailure(error, failureMessage));

  const generalErrors = GENERAL_KEYS.map((k) => serverErrors[k]).filter((m): m is string => Boolean(m));

  return { values, setValue, touch, textField, errorFor, handleSubmit, showServerError, generalErrors };
}
