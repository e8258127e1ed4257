import { useForm, useStore } from '@tanstack/react-form';
import type { FormEvent } from 'react';
import { fieldOf } from './form-errors';
import {
  editField,
  generalMessages,
  messagesKey,
  readMessages,
  shownMessage,
  showLineErrors,
  showServerErrors,
  submitForm,
  touchField,
  validationOptions,
  type Errors,
  type FormMessages,
} from './form-validation';

type Values = Record<string, unknown>;

export interface CheckedFormOptions<V extends Values> {
  /** What the form starts with (and goes back to on reset); a change of them is taken while nothing was edited. */
  defaultValues: V;
  /** The form's rules: messages by flat key (a schema's through schemaErrors, a page's own), '' for none of a field. */
  rules: (values: V) => Errors;
  /** The values of a save the rules let through. */
  onValid: (values: V) => void;
  /** A save the rules refused, with the messages it found (to focus the first field to correct). */
  onInvalid?: (messages: FormMessages) => void;
}

/**
 * A short form of a screen or dialog (an action's input, an export's parameters, a new folder) on the
 * shared engine and the one validation model (form-validation.ts), as record and small forms: the
 * rules' messages show once a field is edited or left or a save was tried (as a record form's), a
 * failed call's by their fields until edited. The surface keeps no validation, touched or server-error
 * state of its own. `V` names the values' type where the surface has one (a decision's answers, a
 * quantity), any values by name where not; it is never read from the start values.
 */
export function useCheckedForm<V extends Values = Values>({ defaultValues, rules, onValid, onInvalid }: NoInfer<CheckedFormOptions<V>>) {
  const form = useForm({
    defaultValues,
    ...validationOptions(rules),
    onSubmitInvalid: ({ formApi }) => onInvalid?.(readMessages(messagesKey(formApi.state))),
    onSubmit: ({ value }) => onValid(value),
  });
  const values = useStore(form.store, (state) => state.values);
  const messages = readMessages(useStore(form.store, messagesKey));
  const setValue = <K extends keyof V & string>(name: K, next: V[K]) => editField(form, name, next);
  return {
    values,
    messages,
    setValue,
    /** An input's binding to one value: its value, edits, leaving and the message it shows now. */
    field: <K extends keyof V & string>(name: K) => ({
      value: values[name],
      onChange: (next: V[K]) => setValue(name, next),
      onBlur: () => touchField(form, name),
      errorMessage: shownMessage(messages, name),
    }),
    /** A list's cell left, by its flat key ('lines.0.name'): its message shows from now on, once the cell was edited. */
    leave: (key: string) => touchField(form, key),
    /**
     * The messages a list (or an object) shows now, by key under it ('0.degree', '' for the list's own),
     * as a line editor takes them: by the same rule as a field's.
     */
    errorsOf: (name: string): Errors => {
      const keys = new Set([...Object.keys(messages.server), ...Object.keys(messages.rules)].filter((key) => fieldOf(key) === name));
      return Object.fromEntries(
        [...keys].flatMap((key) => {
          const message = shownMessage(messages, key);
          return message === undefined ? [] : [[key === name ? '' : key.slice(name.length + 1), message]];
        }),
      );
    },
    /** Messages of none of the fields shown (the server's at once, the rules' once a save was tried), for above or below them. */
    generalMessages: (shownFields: readonly string[]) => generalMessages(messages, (name) => shownFields.includes(name)).map(([, message]) => message),
    /** A line saved on its own (a line editor's row action): its messages by cell ('' for the line) in the form's, none once saved. */
    showLineErrors: (name: string, index: number, errors: Errors) => showLineErrors(form, name, index, errors),
    /** Shows a failed call's messages (errorsFromFailure's): a 400's by their fields, the rest as general messages. */
    showFailure: (errors: Errors) => showServerErrors(form, errors),
    submit: (event?: FormEvent) => {
      event?.preventDefault();
      void submitForm(form);
    },
    /** Back to the values it started with (a file sent), or to `values` from now on (what a save kept), no message shown. */
    reset: (values?: V) => (values === undefined ? form.reset() : form.reset(values, { keepDefaultValues: false })),
  };
}
