import { useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type * as v from 'valibot';
import { SAVE_FAILED } from '@/lib/save-failed';
import { clearChanged, GENERAL_KEYS, schemaErrors } from './form-errors';
import type { BodySchema, createSmallForm } from './small-form-engine';

type Values = Record<string, unknown>;
type SmallForm<S extends BodySchema> = ReturnType<typeof createSmallForm<S>>;
type Engine = typeof import('./small-form-engine');

let engine: Engine | undefined;
let loadingEngine: Promise<Engine> | undefined;
/** The engine's code, fetched once for every small form (a failed fetch is tried again next time). */
function loadEngine(): Promise<Engine> {
  loadingEngine ??= import('./small-form-engine').then(
    (loaded) => (engine = loaded),
    (error: unknown) => {
      loadingEngine = undefined;
      throw error;
    },
  );
  return loadingEngine;
}

const noSubscription = () => () => undefined;

/** What a form may start with: any property still empty (null), as a chooser or a number before the user's choice; the schema says so on submit. */
export type FormDraft<T> = { [K in keyof T]: T[K] | null };

/** What useSchemaForm gives a page: the values, their messages, and the submit. */
export type SchemaForm<S extends BodySchema> = ReturnType<typeof useSchemaForm<S>>;

/** A form's schema, or how to load it: a page's first form loads it with the engine, not with the page. */
export type SchemaSource<S extends BodySchema> = S | (() => Promise<S>);

/**
 * A small form on the shared engine (@tanstack/react-form holds the values and the submission) for
 * a generated body schema (section 5): errors show once a field is touched or the form was
 * submitted; a 400 answer's messages show under their fields (or above the form when they belong
 * to no field) and a field's server error clears when the user edits it. Values are never reset
 * by a failed save. Record forms use RecordForm, on the same engine.
 *
 * The engine's code is fetched on the user's first input, blur or submit, so the sign-in page does
 * not wait for it; what is typed before it arrives seeds its values. A schema given as a loader is
 * fetched with it, its messages showing once it is there.
 */
export function useSchemaForm<S extends BodySchema>(
  source: SchemaSource<S>,
  initialValues: FormDraft<v.InferInput<S>>,
  /** What a failure the server explains no further (a network error, a 5xx) says; a save's message unless given. */
  { failureMessage = SAVE_FAILED }: { failureMessage?: string } = {},
) {
  const [schema, setSchema] = useState<S | null>(() => (typeof source === 'function' ? null : source));
  const [form, setForm] = useState<SmallForm<S> | null>(() => (schema && engine?.createSmallForm(schema, initialValues)) ?? null);
  // Writes go to the engine as soon as it exists, even before the render that shows it.
  const formRef = useRef(form);
  const [draft, setDraft] = useState<Values>(initialValues);
  const draftRef = useRef(draft);
  const creating = useRef<Promise<SmallForm<S>> | null>(null);

  useLayoutEffect(() => form?.mount(), [form]);
  const subscribe = useCallback((onChange: () => void) => (form ? form.store.subscribe(onChange).unsubscribe : noSubscription()), [form]);
  const state = useSyncExternalStore(
    subscribe,
    () => form?.store.state ?? null,
    () => form?.store.state ?? null,
  );
  const values: Values = state?.values ?? draft;
  const submitted = (state?.submissionAttempts ?? 0) > 0;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const clientErrors = useMemo(() => (schema ? schemaErrors(schema, values) : {}), [schema, values]);

  const ensureForm = (): Promise<SmallForm<S>> => {
    if (formRef.current) return Promise.resolve(formRef.current);
    creating.current ??= Promise.all([loadEngine(), typeof source === 'function' ? source() : source]).then(
      ([loaded, loadedSchema]) => {
        const created = loaded.createSmallForm(loadedSchema, draftRef.current);
        formRef.current = created;
        setSchema(loadedSchema);
        setForm(created);
        return created;
      },
      (error: unknown) => {
        creating.current = null;
        throw error;
      },
    );
    return creating.current;
  };

  const errorFor = (name: string): string | undefined => serverErrors[name] ?? (submitted || touched.has(name) ? clientErrors[name] : undefined);

  const setValue = (name: string, value: unknown) => {
    const current = formRef.current;
    const before = current ? current.getFieldValue(name) : draftRef.current[name];
    if (current) {
      current.setFieldValue(name, value);
    } else {
      draftRef.current = { ...draftRef.current, [name]: value };
      setDraft(draftRef.current);
      void ensureForm().catch(() => undefined);
    }
    setServerErrors((prev) => clearChanged(prev, name, before, value));
  };

  const touch = (name: string) => {
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
    // A field left empty shows its message: the schema that says it comes with the engine.
    void ensureForm().catch(() => undefined);
  };

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
    ensureForm().then(
      (ready) => void ready.handleSubmit({ onValid }),
      // The engine's code could not be fetched: the same as a call that never reached the server.
      () => setServerErrors({ detail: failureMessage }),
    );
  };

  /** Shows a failed call: a 400 body per field; anything else as a general message (`failureMessage` when the server said nothing usable). */
  const showServerError = (error: unknown) =>
    void loadEngine().then(
      (loaded) => setServerErrors(loaded.errorsFromFailure(error, failureMessage)),
      () => setServerErrors({ detail: failureMessage }),
    );

  const generalErrors = GENERAL_KEYS.map((k) => serverErrors[k]).filter((m): m is string => Boolean(m));

  return { values, setValue, touch, textField, errorFor, handleSubmit, showServerError, generalErrors };
}
