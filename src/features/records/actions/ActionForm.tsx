import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Form } from 'react-aria-components';
import { schemaErrors } from '@/components/form/form-errors';
import { FormErrors } from '@/components/form/FormErrors';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { Checkbox } from '@/components/ui/Checkbox';
import { ComboBox } from '@/components/ui/ComboBox';
import { DatePicker } from '@/components/ui/DatePicker';
import { FileField } from '@/components/ui/FileField';
import { NumberField } from '@/components/ui/NumberField';
import { TextField } from '@/components/ui/TextField';
import type { RecordActionChoices, RecordActionInput } from '@/generated/records/types';
import { errorsFromFailure } from '@/lib/server-messages';
import { SchemaField, type SchemaFieldProps } from '../form/SchemaField';
import { ModalSubmitActions } from '@/components/ui/Modal';

type Values = Record<string, unknown>;

export const ACTION_FAILED = 'A művelet nem sikerült. Kérjük, próbálja újra később.';

/** What the form starts with: each field's default, else unchecked or empty. */
function startValues(input: RecordActionInput): Values {
  return Object.fromEntries(
    input.fields.map((name) => {
      const meta = input.meta.fields[name];
      return [name, meta?.default ?? (meta?.kind === 'boolean' ? false : null)];
    }),
  );
}

/** The body to send: the asked fields, an empty text as no value. */
function toBody(input: RecordActionInput, values: Values): Values {
  return Object.fromEntries(input.fields.map((name) => [name, values[name] === '' ? null : values[name]]));
}

type FieldProps = Pick<SchemaFieldProps, 'name' | 'meta' | 'value' | 'onChange' | 'onBlur' | 'errorMessage'>;

/** A field chosen from a list the record offers (the referents a commitment can go back to). */
function ChoiceField({ recordId, choices, meta, value, onChange, onBlur, errorMessage, name }: FieldProps & { recordId: number; choices: RecordActionChoices }) {
  const options = useQuery(choices({ path: { id: recordId } }));
  return (
    <ComboBox
      name={name}
      label={meta.label}
      options={(options.data ?? []).map((choice) => ({ id: String(choice.id), label: choice.name }))}
      isLoading={options.isPending}
      value={typeof value === 'number' ? String(value) : null}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      onBlur={onBlur}
      errorMessage={errorMessage ?? (options.isError ? 'A választható lista nem tölthető le.' : undefined)}
      isRequired={meta.required}
    />
  );
}

function InputField({ name, meta, value, onChange, onBlur, errorMessage }: FieldProps) {
  const common = { name, label: meta.label, onBlur, errorMessage, isRequired: meta.required };
  if (meta.kind === 'boolean') {
    return (
      <Checkbox name={name} isSelected={value === true} onChange={onChange} onBlur={onBlur}>
        {meta.label}
      </Checkbox>
    );
  }
  // A file the call uploads (an invoice's new document): sent as a multipart part.
  if (meta.kind === 'string' && meta.format === 'binary') {
    return <FileField label={meta.label} file={value instanceof File ? value : null} onChange={onChange} errorMessage={errorMessage} isRequired={meta.required} />;
  }
  if (meta.kind === 'string' && meta.format === 'date') {
    return <DatePicker {...common} value={typeof value === 'string' ? value : null} onChange={onChange} />;
  }
  if (meta.kind === 'integer' || meta.kind === 'number') {
    return (
      <NumberField
        {...common}
        value={typeof value === 'number' || typeof value === 'string' ? value : null}
        onChange={onChange}
        unit={meta.unit}
        minValue={meta.minimum}
      />
    );
  }
  return <TextField {...common} value={typeof value === 'string' ? value : ''} onChange={onChange} rows={meta.multiline ? 3 : undefined} />;
}

export interface ActionFormProps {
  recordId: number;
  input: RecordActionInput;
  submitLabel: string;
  tone?: 'danger';
  isPending: boolean;
  /** Sends the checked body; `failed` takes the call's failure: a 400's messages show by their fields, anything else above the buttons. */
  onSubmit: (body: Values, failed: (error: unknown) => void) => void;
  onCancel: () => void;
}

/**
 * The small form of an action that takes input (a cancellation date, the reason of a return): labels,
 * inputs and section 5 messages from the call's body schema, checked by the one validation model
 * (useCheckedForm); what was typed stays after a failure.
 */
export function ActionForm({ recordId, input, submitLabel, tone, isPending, onSubmit, onCancel }: ActionFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCheckedForm({
    defaultValues: startValues(input),
    rules: (values) => schemaErrors(input.schema, toBody(input, values)),
    onValid: (values) => {
      if (!isPending) onSubmit(toBody(input, values), (error) => form.showFailure(errorsFromFailure(error, ACTION_FAILED)));
    },
    onInvalid: ({ rules }) => {
      const invalid = input.fields.find((name) => name in rules);
      // The user is taken to the first field to correct.
      if (invalid) formRef.current?.querySelector<HTMLElement>(`[data-field="${invalid}"] :is(input:not([tabindex="-1"]), textarea, [role="spinbutton"])`)?.focus();
    },
  });

  return (
    <Form ref={formRef} className="form action-form" validationBehavior="aria" onSubmit={form.submit}>
      {input.fields.map((name) => {
        const meta = input.meta.fields[name];
        if (!meta) return null;
        const choices = input.choices?.[name];
        const props: FieldProps = { name, meta, ...form.field(name) };
        return (
          <div key={name} data-field={name}>
            {choices ? (
              <ChoiceField {...props} recordId={recordId} choices={choices} />
            ) : props.meta.lookup ? (
              // A foreign key with x-lookup is chosen by name, as in the record form (a quiz's invited user).
              <SchemaField {...props} />
            ) : (
              <InputField {...props} />
            )}
          </div>
        );
      })}
      <FormErrors messages={form.generalMessages(input.fields)} />
      <ModalSubmitActions submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} variant={tone === 'danger' ? 'danger' : 'primary'} />
    </Form>
  );
}
