import { useForm, useStore } from '@tanstack/react-form';
import { useMemo, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { errorsFromFailure, SAVE_FAILED } from '@/lib/server-messages';
import { clearChanged, GENERAL_KEYS, schemaErrors } from './form-errors';

type Values = Record<string, unknown>;

/**
 * A small form on the shared engine (@tanstack/react-form holds the values and the submission) for
 * a generated body schema (section 5): errors show once a field is touched or the form was
 * submitted; a 400 answer's messages show under their fields (or above the form when they belong
 * to no field) and a field's server error clears when the user edits it. Values are never reset
 * by a failed save. Record forms use RecordForm, on the same engine.
 */
export function useSchemaForm<S extends v.GenericSchema<Values, Values>>(
  schema: S,
  initialValues: v.InferInput<S>,
  /** What a failure the server explains no further (a network error, a 5xx) says; a save's message unless given. */
  { failureMessage = SAVE_FAILED }: { failureMessage?: string } = {},
) {
  const form = useForm({
    defaultValues: initialValues as Values,
    onSubmitMeta: { onValid: (_output: v.InferOutput<S>) => undefined as void },
    onSubmit: ({ value, meta }) => {
      const result = v.safeParse(schema, value);
      if (result.success) meta.onValid(result.output);
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const clientErrors = useMemo(() => schemaErrors(schema, values), [schema, values]);

  const errorFor = (name: string): string | undefined => serverErrors[name] ?? (submitted || touched.has(name) ? clientErrors[name] : undefined);

  const setValue = (name: string, value: unknown) => {
    const before = form.getFieldValue(name);
    form.setFieldValue(name, value);
    setServerErrors((prev) => clearChanged(prev, name, before, value));
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
    void form.handleSubmit({ onValid });
  };

  /** Shows a failed call: a 400 body per field; anything else as a general message (`failureMessage` when the server said nothing usable). */
  const showServerError = (error: unknown) => setServerErrors(errorsFromFailure(error, failureMessage));

  const generalErrors = GENERAL_KEYS.map((k) => serverErrors[k]).filter((m): m is string => Boolean(m));

  return { values, setValue, touch, textField, errorFor, handleSubmit, showServerError, generalErrors };
}
