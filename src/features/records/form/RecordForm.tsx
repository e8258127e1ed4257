import { Form } from 'react-aria-components';
import type * as v from 'valibot';
import { FormErrors } from '@/components/form/FormErrors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/Button';
import type { SchemaMeta } from '@/generated/meta/types';
import { SchemaField } from './SchemaField';

export interface RecordFormProps {
  meta: SchemaMeta;
  schema: v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;
  fields: readonly string[];
  initialValues: Record<string, unknown>;
  submitLabel: string;
  isPending: boolean;
  isReadOnly?: boolean;
  /** Sends the checked body; rejects with the ApiError when the save fails, whose messages then show per field. */
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}

/** A record's new or edit form, generated from its input schema: labels, inputs and validation come from the spec. */
export function RecordForm({ meta, schema, fields, initialValues, submitLabel, isPending, isReadOnly, onSubmit }: RecordFormProps) {
  const form = useSchemaForm(schema, initialValues);
  return (
    <Form
      className="form record-form"
      validationBehavior="aria"
      onSubmit={form.handleSubmit((body) => {
        if (!isPending) onSubmit(body).catch(form.showServerError);
      })}
    >
      <FormErrors messages={form.generalErrors} />
      <div className="record-form__grid">
        {fields.map((name) => {
          const fieldMeta = meta.fields[name];
          if (!fieldMeta) return null;
          return (
            <SchemaField
              key={name}
              name={name}
              meta={fieldMeta}
              value={form.values[name]}
              onChange={(value) => form.setValue(name, value)}
              onBlur={() => form.touch(name)}
              errorMessage={form.errorFor(name)}
              isDisabled={isReadOnly}
            />
          );
        })}
      </div>
      {isReadOnly ? null : (
        <div className="record-form__actions">
          <Button type="submit" isPending={isPending}>
            {submitLabel}
          </Button>
        </div>
      )}
    </Form>
  );
}
