import { useState } from 'react';
import type { CurrentUser, ExtraFieldAnswer, ExtraFieldDefinition } from '@/generated/models';
import { initialAnswers, validateExtraFields, visibleAnswers } from './extra-fields';
import { ExtraFieldsForm } from './ExtraFieldsForm';

/**
 * The extra fields of a form that is not a RecordForm (a signed-out page's): the answers seeded with
 * the defaults until the first edit, their inputs (none without definitions), the check before sending,
 * which shows its messages, and the answers to send (the shown fields' only).
 */
export function useExtraFields(definitions: readonly ExtraFieldDefinition[], user: Pick<CurrentUser, 'institution'>, record: Readonly<Record<string, unknown>>) {
  const [edited, setEdited] = useState<ExtraFieldAnswer[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const answers = edited ?? initialAnswers(definitions, [], user);
  const ctx = { user, record };
  const onChange = (next: ExtraFieldAnswer[]) => {
    setEdited(next);
    setErrors({});
  };
  return {
    inputs: definitions.length ? (
      <ExtraFieldsForm definitions={definitions} answers={answers} onChange={onChange} user={user} record={record} errors={errors} />
    ) : null,
    /** Shows the messages of the shown fields; true when there are none. */
    check: () => {
      const found = validateExtraFields(definitions, answers, ctx);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    answers: () => visibleAnswers(definitions, answers, ctx),
  };
}
