import { FormApi } from '@tanstack/react-form';
import * as v from 'valibot';

// What a failed call says, loaded with the engine: a submit goes through it before any call can fail.
export { errorsFromFailure } from '@/lib/server-messages';

type Values = Record<string, unknown>;
export type BodySchema = v.GenericSchema<Values, Values>;

/**
 * A small form's instance of the shared form engine (@tanstack/react-form's FormApi, as RecordForm's
 * useForm creates): it holds the values and runs the submission, which hands the schema's output
 * to the caller's onValid. Loaded by useSchemaForm on the user's first input, not with the page.
 */
export function createSmallForm<S extends BodySchema>(schema: S, defaultValues: Values) {
  return new FormApi({
    defaultValues,
    onSubmitMeta: { onValid: (_output: v.InferOutput<S>) => undefined as void },
    onSubmit: ({ value, meta }) => {
      const result = v.safeParse(schema, value);
      if (result.success) meta.onValid(result.output);
    },
  });
}
