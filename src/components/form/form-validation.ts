import type { AnyFormApi, AnyFormState, ValidationLogicFn } from '@tanstack/react-form';
import { clearChanged, fieldOf, GENERAL_KEYS, lineMove } from './form-errors';
import { afterPointerRelease } from './pointer-release';

/** Messages by a form's flat key ('subject', 'products.0.quantity'); those of no field under ''. */
export type Errors = Readonly<Record<string, string>>;
type Values = Record<string, unknown>;

/**
 * The one validation model of every form on the shared engine (@tanstack/react-form): a form's rules
 * (its generated valibot schema, read through Standard Schema, and what a surface adds to it: pairs,
 * lines, extra fields) run as the form's own `onDynamic` validator, on every change, blur and submit,
 * their messages landing in the engine's error map by field. A 400's messages go into the same map
 * (`onServer`), stay until their field is edited and never block the next save. What shows where
 * (server messages at once, the rules' once a field is touched or a save was tried) is read from the
 * engine's state by formMessages; no surface keeps validation or touched state of its own.
 * A list's lines are touched one by one ('products.0', a cell 'products.0.quantity'): a save tried
 * touches the lines there then, so a line added after it starts untouched, without messages.
 */
export function validationOptions<V extends Values>(rules: (values: V) => Errors) {
  return {
    validationLogic,
    // Whether a save goes is judged by the submit's own run of the rules: the server's messages in the map never block it.
    canSubmitWhenInvalid: true,
    validators: {
      onDynamic: ({ value }: { value: V }) => {
        const errors = rules(value);
        const { '': general, ...fields } = errors;
        return general === undefined && Object.keys(fields).length === 0 ? undefined : { form: general, fields };
      },
    },
  };
}

/**
 * The rules on every change, blur and submit. The engine drops the server's messages whenever a run
 * finds no error, so a change or a blur states them again (a message vanishing as a field is left moved
 * the form under the pointer); a submit lifts them, so they never block a save. Fields have no
 * validators of their own: a field's run would clear the messages the form's run gave it (a second
 * refused save lost them all).
 */
const validationLogic: ValidationLogicFn = (props) => {
  const { type, async } = props.event;
  const rules = props.validators?.onDynamic;
  if (!rules || async || type === 'mount' || type === 'server') return props.runValidation({ validators: [], form: props.form });
  const server = { fn: type === 'submit' ? () => undefined : keptServerErrors, cause: 'server' as const };
  return props.runValidation({ validators: [{ fn: rules, cause: 'dynamic' as const }, server], form: props.form });
};

/** The form's server messages as they are. */
const keptServerErrors = ({ formApi }: { formApi: AnyFormApi }) => {
  const server = serverErrorsOf(formApi.state);
  return Object.keys(server).length ? server : undefined;
};

const serverErrorsOf = (state: Pick<AnyFormState, 'errorMap'>): Errors => {
  const server: unknown = state.errorMap.onServer;
  return server && typeof server === 'object' ? (server as Errors) : {};
};

/** Puts a failed save's messages (by flat key, as errorsFromFailure gives them) into the form's error map. */
export function showServerErrors(form: AnyFormApi, errors: Errors) {
  form.setErrorMap({ onServer: Object.keys(errors).length ? { form: errors, fields: {} } : undefined });
}

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);
const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Tries a save: every line of every list there now is touched (their messages show from now on), then the engine submits. */
export function submitForm(form: AnyFormApi, meta?: unknown): Promise<void> {
  const values: Values = form.state.values;
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((_, index) => form.setFieldMeta(`${name}.${index}`, (prev) => ({ ...prev, isTouched: true })));
  }
  return meta === undefined ? form.handleSubmit() : form.handleSubmit(meta);
}

/**
 * After an edit of a list, the touched and edited state of its lines and cells follows them: an edited
 * cell is marked edited (its message shows once it is left), a removed line's state goes and the later
 * lines' move up; lines added at the end start untouched.
 */
function followLines(form: AnyFormApi, name: string, before: readonly unknown[], after: readonly unknown[]) {
  const kept = (index: number) => (index < before.length && index < after.length ? index : undefined);
  const move = after.length === before.length - 1 ? lineMove(before, after) : kept;
  const old = Object.entries(form.state.fieldMeta).flatMap(([key, meta]) => {
    const [head, index, ...rest] = key.split('.');
    // A state the engine holds only as edited (no rule named it) has no touched flag of its own: not touched.
    return head === name && isIndex(index) && meta ? [{ key, to: move(Number(index)), rest, isTouched: meta.isTouched ?? false, isDirty: meta.isDirty ?? false }] : [];
  });
  const next = new Map<string, { isTouched: boolean; isDirty: boolean }>();
  for (const { to, rest, isTouched, isDirty } of old) if (to !== undefined) next.set([name, String(to), ...rest].join('.'), { isTouched, isDirty });
  // Only what changes is set: a keystroke in a long list touched after a save updates no line's state.
  const now = new Map(old.map(({ key, isTouched, isDirty }) => [key, { isTouched, isDirty }]));
  for (const { key } of old) if (!next.has(key)) form.setFieldMeta(key, (prev) => ({ ...prev, isTouched: false, isDirty: false }));
  for (const [key, flags] of next) {
    const was = now.get(key);
    if (was === undefined || was.isTouched !== flags.isTouched || was.isDirty !== flags.isDirty) form.setFieldMeta(key, (prev) => ({ ...prev, ...flags }));
  }
  if (after.length !== before.length) return;
  after.forEach((line, index) => {
    const was: unknown = before[index];
    if (line === was || !isRecord(line) || !isRecord(was)) return;
    for (const cell of new Set([...Object.keys(line), ...Object.keys(was)])) {
      if (line[cell] !== was[cell]) form.setFieldMeta(`${name}.${index}.${cell}`, (prev) => ({ ...prev, isDirty: true }));
    }
  });
}

/**
 * Puts one line's messages of its own save (a line saved apart from the form, by '<cell>' or '' for the
 * line) into the form's server messages in place of the line's earlier ones; none clears them.
 */
export function showLineErrors(form: AnyFormApi, name: string, index: number, errors: Errors) {
  const line = `${name}.${index}`;
  const others = Object.entries(serverErrorsOf(form.state)).filter(([key]) => key !== line && !key.startsWith(`${line}.`));
  const own = Object.entries(errors).map(([cell, message]) => [cell ? `${line}.${cell}` : line, message]);
  showServerErrors(form, Object.fromEntries([...others, ...own]));
}

/**
 * Sets a field's value; the server's messages about it (of a list, about the lines edited) go, as they no
 * longer apply. The edit touches the field (its messages show at once) unless `touch` is false: a small
 * form's text, typed letter by letter, shows its messages once the field is left (touchField) or a save was tried.
 */
export function editField(form: AnyFormApi, name: string, next: unknown, { touch = true }: { touch?: boolean } = {}) {
  const before: unknown = form.getFieldValue(name);
  const wasTouched = form.getFieldMeta(name)?.isTouched ?? false;
  form.setFieldValue(name, next);
  if (Array.isArray(before) && Array.isArray(next)) followLines(form, name, before, next);
  // The engine marks every set value touched.
  if (!touch && !wasTouched) form.setFieldMeta(name, (prev) => ({ ...prev, isTouched: false }));
  const server = serverErrorsOf(form.state);
  const kept = clearChanged(server, name, before, next);
  if (kept !== server) showServerErrors(form, kept);
}

/**
 * Marks a field touched (left, or edited outside a registered field): its messages show from now on.
 * Left by a press, once the press is done (afterPointerRelease).
 * A line's cell ('products.0.name') is touched only once edited: passing through an empty cell shows
 * nothing, so a click beside it never lands on a button its message moved.
 */
export function touchField(form: AnyFormApi, name: string) {
  const [field = name, index] = name.split('.');
  if (isIndex(index) && !form.getFieldMeta(name)?.isDirty) return;
  // Left by pressing a button, the message waits for the press (pointer-release.ts).
  afterPointerRelease(() => {
    form.setFieldMeta(name, (prev) => ({ ...prev, isTouched: true }));
    form.validateField(field, 'blur');
  });
}

/** What a form's messages are now: the server's, the rules', the touched fields', and whether a save was tried. */
export interface FormMessages {
  server: Errors;
  rules: Errors;
  touched: ReadonlySet<string>;
  submitted: boolean;
}

/**
 * The form's messages as one text, for a store selector: a render follows a change of messages or of
 * touched fields, not a field's registration. Read back with readMessages.
 */
export function messagesKey(state: AnyFormState): string {
  const rules: Record<string, string> = {};
  const touched: string[] = [];
  const general: unknown = state.errorMap.onDynamic;
  if (typeof general === 'string') rules[''] = general;
  for (const [key, meta] of Object.entries(state.fieldMeta)) {
    const message: unknown = meta?.errorMap?.onDynamic;
    if (typeof message === 'string') rules[key] = message;
    if (meta?.isTouched) touched.push(key);
  }
  return JSON.stringify([serverErrorsOf(state), rules, touched, state.submissionAttempts > 0]);
}

export function readMessages(key: string): FormMessages {
  const [server, rules, touched, submitted] = JSON.parse(key) as [Errors, Errors, string[], boolean];
  return { server, rules, touched: new Set(touched), submitted };
}

/**
 * The message a key shows now (section 5): the server's at once, the rules' once its field is touched
 * or a save was tried; a list's line's ('products.0.quantity') once its cell or its line is touched (a
 * cell left, a save tried with the line there).
 */
export function shownMessage({ server, rules, touched, submitted }: FormMessages, key: string): string | undefined {
  const [name, index, cell] = key.split('.');
  const isShown = isIndex(index) ? touched.has(`${name}.${index}`) || touched.has(`${name}.${index}.${cell}`) : submitted || touched.has(fieldOf(key));
  return server[key] ?? (isShown ? rules[key] : undefined);
}

/** Messages of no field shown (or of none at all), as a form lists them above its fields once a save was tried. */
export function generalMessages(messages: FormMessages, isShownField: (name: string) => boolean): [string, string][] {
  const isGeneral = (key: string) => (GENERAL_KEYS as readonly string[]).includes(key) || !isShownField(fieldOf(key));
  const rules = messages.submitted ? Object.entries(messages.rules).filter(([key]) => !(key in messages.server)) : [];
  return [...Object.entries(messages.server), ...rules].filter(([key]) => isGeneral(key));
}

/**
 * Sets a field whose parts are touched one by one (the extra fields' answers, one list, each answer
 * by its key 'extra_field_answers.<codename>'): as editField, but only the part edited (`part`, a flat
 * key) is marked touched, not the whole field, so the other parts' messages wait until they are left.
 */
export function editPart(form: AnyFormApi, name: string, next: unknown, part: string) {
  const wasTouched = form.getFieldMeta(name)?.isTouched ?? false;
  editField(form, name, next);
  form.setFieldMeta(name, (prev) => ({ ...prev, isTouched: wasTouched }));
  form.setFieldMeta(part, (prev) => ({ ...prev, isTouched: true }));
}

/** The message a part of a field shows now (see editPart): the server's at once, the rules' once the part or the whole field is touched, or a save was tried. */
export function shownPartMessage(messages: FormMessages, key: string): string | undefined {
  return shownMessage(messages, key) ?? (messages.touched.has(key) ? messages.rules[key] : undefined);
}
