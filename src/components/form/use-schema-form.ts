import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type * as v from 'valibot';
import { SAVE_FAILED } from '@/lib/save-failed';
import {
  editField,
  generalMessages,
  type Errors,
  type FormMessages,
  messagesKey,
  readMessages,
  shownMessage,
  showServerErrors,
  submitForm,
  touchField,
} from './form-validation';
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

/** A form's messages before its engine is there: none. */
const NO_MESSAGES: FormMessages = { server: {}, rules: {}, touched: new Set(), submitted: false };

/** What a form may start with: any property still empty (null), as a chooser or a number before the user's choice; the schema says so on submit. */
export type FormDraft<T> = { [K in keyof T]: T[K] | null };

export interface SchemaFormOptions {
  /** What a failure the server explains no further (a network error, a 5xx) says; a save's message unless given. */
  failureMessage?: string;
  /** The page's own rules beside the schema's (a password typed twice), by flat key: the same engine runs them (read once, as it is made). */
  checks?: (values: Values) => Errors;
}

/** What useSchemaForm gives a page: the values, their messages, and the submit. */
export type SchemaForm<S extends BodySchema> = ReturnType<typeof useSchemaForm<S>>;

/** A form's schema, or how to load it: a page's first form loads it with the engine, not with the page. */
export type SchemaSource<S extends BodySchema> = S | (() => Promise<S>);

/**
 * A small form on the shared engine (@tanstack/react-form holds the values and the submission) for
 * a generated body schema (section 5), validated by the one model of every form (form-validation.ts,
 * as RecordForm): the schema's messages show once a field is touched or the form was submitted; a 400
 * answer's messages show under their fields (or above the form when they belong to no field) until
 * their field is edited or a save goes. Values are never reset by a failed save; this hook
 * keeps no messages or touched state of its own.
 *
 * The engine's code is fetched on the user's first input, blur or submit, so the sign-in page does
 * not wait for it; what is typed before it arrives seeds its values. A schema given as a loader is
 * fetched with it, its messages showing once it is there.
 */
export function useSchemaForm<S extends BodySchema>(source: SchemaSource<S>, initialValues: FormDraft<v.InferInput<S>>, options: SchemaFormOptions = {}) {
  const { failureMessage = SAVE_FAILED, checks } = options;
  const [form, setForm] = useState<SmallForm<S> | null>(() => (typeof source !== 'function' && engine?.createSmallForm(source, initialValues, checks)) || null);
  // Writes go to the engine as soon as it exists, even before the render that shows it.
  const formRef = useRef(form);
  // What is typed before the engine arrives: its values, nothing else.
  const [draft, setDraft] = useState<Values>(initialValues);
  const draftRef = useRef(draft);
  // The engine's code could not be fetched: the form has nowhere to hold a message, so this says it until it arrives.
  const [unloaded, setUnloaded] = useState(false);
  const creating = useRef<Promise<SmallForm<S>> | null>(null);

  useLayoutEffect(() => form?.mount(), [form]);
  const subscribe = useCallback((onChange: () => void) => (form ? form.store.subscribe(onChange).unsubscribe : noSubscription()), [form]);
  const state = useSyncExternalStore(
    subscribe,
    () => form?.store.state ?? null,
    () => form?.store.state ?? null,
  );
  const values: Values = state?.values ?? draft;
  const messages = state ? readMessages(messagesKey(state)) : NO_MESSAGES;

  const ensureForm = (): Promise<SmallForm<S>> => {
    if (formRef.current) return Promise.resolve(formRef.current);
    creating.current ??= Promise.all([loadEngine(), typeof source === 'function' ? source() : source]).then(
      ([loaded, schema]) => {
        const created = loaded.createSmallForm(schema, draftRef.current, checks);
        formRef.current = created;
        setForm(created);
        setUnloaded(false);
        return created;
      },
      (error: unknown) => {
        creating.current = null;
        throw error;
      },
    );
    return creating.current;
  };

  const errorFor = (name: string): string | undefined => shownMessage(messages, name);

  const setValue = (name: string, value: unknown) => {
    const current = formRef.current;
    if (current) return editField(current, name, value, { touch: false });
    draftRef.current = { ...draftRef.current, [name]: value };
    setDraft(draftRef.current);
    void ensureForm().catch(() => undefined);
  };

  // A field left empty shows its message: the schema that says it comes with the engine (a failed fetch is the submit's to say).
  const touch = (name: string) =>
    void ensureForm().then(
      (ready) => touchField(ready, name),
      () => undefined,
    );

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
      (ready) => void submitForm(ready, { onValid }),
      // The engine's code could not be fetched: the same as a call that never reached the server.
      () => setUnloaded(true),
    );
  };

  /** Shows a failed call: a 400 body per field; anything else as a general message (`failureMessage` when the server said nothing usable). */
  const showServerError = (error: unknown) =>
    void Promise.all([loadEngine(), ensureForm()]).then(
      ([loaded, ready]) => showServerErrors(ready, loaded.errorsFromFailure(error, failureMessage)),
      () => setUnloaded(true),
    );

  // Messages of no field of the form: the server's, and the rules' once a save was tried; each field's show by it.
  const generalErrors = [...(unloaded ? [failureMessage] : []), ...generalMessages(messages, (name) => name in values).map(([, message]) => message)];

  return { values, setValue, touch, textField, errorFor, handleSubmit, showServerError, generalErrors };
}
