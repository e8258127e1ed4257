import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type * as v from 'valibot';
import type { BodySchema } from '@/components/form/small-form-engine';
import { useSchemaForm, type FormDraft, type SchemaSource } from '@/components/form/use-schema-form';
import { ApiError } from '@/generated/runtime';

export interface FormCall<Body, Answer, Vars> {
  /** The call (a generated mutation, whose `x-invalidates` then still apply) and what a checked body sends it. */
  mutation: UseMutationOptions<Answer, Error, Vars>;
  variables: (body: Body) => Vars;
  /** What a failure the server explains no further says (a network error, a 5xx). */
  failure: string;
  /** The page's own rules beside the schema's (SmallForm's `typedTwice`), run by the same engine. */
  checks?: (values: Readonly<Record<string, unknown>>) => Record<string, string>;
  /** What a 404 answer says above the fields (a login that found nothing open); without it a 404 is a failure. */
  notFound?: string;
  /** What the answer does (remembers it, moves on). */
  onDone: (answer: Answer, body: Body) => void;
}

/**
 * A SmallForm's state and its one call: the form on useSchemaForm, a 400's messages by their fields, a 404
 * said above them where the call means 'nothing found', the call pending while it runs. Spread the answer
 * into SmallForm; `form` is the page's for values it reads itself.
 */
export function useFormCall<S extends BodySchema, Answer, Vars>(
  schema: SchemaSource<S>,
  initialValues: FormDraft<v.InferInput<S>>,
  { mutation, variables, failure, checks, notFound, onDone }: FormCall<v.InferOutput<S>, Answer, Vars>,
) {
  const form = useSchemaForm(schema, initialValues, { failureMessage: failure, checks });
  const [missing, setMissing] = useState(false);
  const call = useMutation({
    ...mutation,
    onError: (error) => {
      const found = notFound === undefined || !(error instanceof ApiError && error.status === 404);
      setMissing(!found);
      if (found) form.showServerError(error);
    },
  });
  return {
    form,
    messages: missing && notFound ? [notFound] : [],
    isPending: call.isPending,
    onSubmit: (body: v.InferOutput<S>) => {
      setMissing(false);
      call.mutate(variables(body), { onSuccess: (answer) => onDone(answer, body) });
    },
  };
}
