import { FormApi } from '@tanstack/react-form';
import * as v from 'valibot';
import { schemaErrors } from './form-errors';
import { validationOptions, type Errors } from './form-validation';

// What a failed call says, loaded with the engine: a submit goes through it before any call can fail.
export { errorsFromFailure } from '@/lib/server-messages';

type Values = Record<string, unknown>;
export type BodySchema = v.GenericSchema<Values, Values>;

/**
 * A small form's instance of the shared form engine (@tanstack/react-form's FormApi, as RecordForm's
 * useForm creates), validated by the one model (form-validation.ts) with the schema's messages and the
 * page's own checks as its rules: a submit the rules pass hands the schema's output to the submit's `onValid`. Loaded by useSchemaForm on the
 * user's first input, not with the page.
 */
export function createSmallForm<S extends BodySchema>(schema: S, defaultValues: Values, checks: (values: Values) => Errors = () => ({})) {
  return new FormApi({
    defaultValues,
    // Each submit names who takes the output.
    onSubmitMeta: { onValid: (_output: v.InferOutput<S>) => undefined as void },
    ...validationOptions((values: Values) => ({ ...checks(values), ...schemaErrors(schema, values) })),
    onSubmit: ({ value, meta }) => {
      const result = v.safeParse(schema, value);
      if (result.success) meta.onValid(result.output);
    },
  });
}
