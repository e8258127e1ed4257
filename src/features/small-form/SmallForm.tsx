import { Fragment, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { parseNumberInput } from '@/components/form/inputs';
import type { BodySchema } from '@/components/form/small-form-engine';
import type { SchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/Button';
import { DatePicker } from '@/components/ui/DatePicker';
import { TextField } from '@/components/ui/TextField';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';

/** What a chooser the page renders itself gets: its label and state, the key as text (an integer key is sent as a number). */
export interface ChooserProps {
  name: string;
  label: string;
  isRequired: boolean;
  value: string | null;
  onChange: (key: string | null) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
}

/** How one field of a small form shows; the label, the input and the messages come from the meta. */
export interface SmallFormField {
  type?: 'password' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  description?: string;
  rows?: number;
  /** Left out of the form, and sent as none (the contact of an anonymous complaint). */
  hidden?: boolean;
  /** Shown after the field (the extra fields after a description, a note on a checkbox). */
  after?: ReactNode;
  /** A field typed twice (a new password): its repetition's label; the form's `typedTwice` check says when the two differ. */
  confirm?: { label: string };
  /**
   * An input the page brings (a chooser of options it loads, a checkbox), so a page without one loads
   * none of its code: `chooser` fits a ComboBox, `value` and `setValue` are the field's own.
   */
  render?: (field: { chooser: ChooserProps; value: unknown; setValue: (value: unknown) => void }) => ReactNode;
}

/** The value a field typed twice keeps its repetition under. */
const againKey = (name: string) => `${name}_again`;

/**
 * The check (useSchemaForm's or useFormCall's `checks`) of a field SmallForm asks twice (`confirm`):
 * `message` by the repetition while the two differ, so the form is not sent.
 */
export const typedTwice =
  (name: string, message: string) =>
  (values: Readonly<Record<string, unknown>>): Record<string, string> =>
    (values[againKey(name)] ?? '') !== values[name] ? { [againKey(name)]: message } : {};

/** useSchemaForm's answer, by the body its submit hands on. */
export type BodyForm<Body> = Omit<SchemaForm<BodySchema>, 'handleSubmit'> & { handleSubmit: (onValid: (output: Body) => void) => (event: FormEvent) => void };

const isNumber = (meta: FieldMeta) => meta.kind === 'integer' || meta.kind === 'number';

function FieldInput<Body>({ form, name, meta, field }: { form: BodyForm<Body>; name: string; meta: FieldMeta; field: SmallFormField }) {
  const value = form.values[name];
  const common = { name, label: meta.label, isRequired: Boolean(meta.required), onBlur: () => form.touch(name), errorMessage: form.errorFor(name) };
  if (field.render) {
    const onChange = (key: string | null) => form.setValue(name, key === null ? null : isNumber(meta) ? Number(key) : key);
    return field.render({ chooser: { ...common, value: value == null ? null : String(value), onChange }, value, setValue: (next) => form.setValue(name, next) });
  }
  if (meta.format === 'date') {
    return <DatePicker {...common} value={typeof value === 'string' ? value : null} onChange={(date) => form.setValue(name, date)} />;
  }
  const { type, autoComplete, autoFocus, description, rows } = field;
  // A number is typed as text and read as the number inputs do; an optional text left empty is sent as none.
  const read = (text: string) => (isNumber(meta) ? parseNumberInput(text) : meta.nullable && text.trim() === '' ? null : text);
  const text = { ...form.textField(name), ...common, onChange: (typed: string) => form.setValue(name, read(typed)) };
  return (
    <TextField
      {...text}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      description={description}
      rows={rows}
      inputMode={isNumber(meta) ? 'numeric' : undefined}
    />
  );
}

export interface SmallFormProps<Body> {
  form: BodyForm<Body>;
  meta: SchemaMeta;
  /** The fields shown, in order. */
  fields: { readonly [K in keyof Body & string]?: SmallFormField };
  /** Messages above the fields beside the form's own (a login that found nothing). */
  messages?: readonly string[];
  submitLabel: string;
  isPending: boolean;
  /** Every press of the submit button, valid or not (a page's own checks show their messages). */
  onAttempt?: () => void;
  /** The schema's output, once the fields (and each typed-twice field) are right. */
  onSubmit: (body: Body) => void;
}

/**
 * A short form of a signed-out page (a login, a public complaint) on useSchemaForm: each field's label,
 * input and section 5 messages from the generated meta, a 400's messages under their fields and the
 * rest above them. Record forms use RecordForm.
 */
export function SmallForm<Body>({ form, meta, fields, messages = [], submitLabel, isPending, onAttempt, onSubmit }: SmallFormProps<Body>) {
  const shown = Object.entries<SmallFormField | undefined>(fields).flatMap(([name, field]) =>
    field && !field.hidden && meta.fields[name] ? [{ name, field, meta: meta.fields[name] }] : [],
  );
  // Sent as none: a hidden field whatever it held, and no repetition of a field typed twice.
  const none = Object.entries<SmallFormField | undefined>(fields).flatMap(([name, field]) => [
    ...(field?.hidden ? [[name, null]] : []),
    ...(field?.confirm ? [[againKey(name), undefined]] : []),
  ]);
  return (
    <Form
      className="form"
      validationBehavior="aria"
      onSubmit={(event) => {
        onAttempt?.();
        form.handleSubmit((body) => onSubmit({ ...body, ...Object.fromEntries(none) }))(event);
      }}
    >
      <FormErrors messages={[...messages, ...form.generalErrors]} />
      {shown.map(({ name, field, meta: fieldMeta }) => (
        <Fragment key={name}>
          <FieldInput form={form} name={name} meta={fieldMeta} field={field} />
          {field.confirm ? (
            <TextField label={field.confirm.label} type={field.type} autoComplete={field.autoComplete} isRequired {...form.textField(againKey(name))} />
          ) : null}
          {field.after}
        </Fragment>
      ))}
      <Button type="submit" isPending={isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
