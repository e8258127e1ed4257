import { useForm, useStore } from '@tanstack/react-form';
import { editPart, messagesKey, readMessages, shownPartMessage, touchField, validationOptions } from '@/components/form/form-validation';
import type { CurrentUser, ExtraFieldAnswer, ExtraFieldDefinition } from '@/generated/models';
import { initialAnswers, validateExtraFields, visibleAnswers } from './extra-fields';
import { ExtraFieldsForm } from './ExtraFieldsForm';

const ANSWERS = 'answers';
type Values = { answers: ExtraFieldAnswer[] };

/**
 * The extra fields of a form that is not a RecordForm (a signed-out page's), on the one validation
 * model (form-validation.ts): the answers, seeded with the defaults until the first edit, are a field
 * of the engine whose rules (validateExtraFields) give each shown field its message once that field is
 * edited or left, or a send was tried; their inputs (none without definitions); the check before sending; and the
 * answers to send (the shown fields' only). `today` and `canEditAll` set the date minimum (section 5).
 */
export function useExtraFields(
  definitions: readonly ExtraFieldDefinition[],
  user: Pick<CurrentUser, 'institution'>,
  record: Readonly<Record<string, unknown>>,
  { today, canEditAll }: { today?: Date; canEditAll?: boolean } = {},
) {
  const ctx = { user, record, today, canEditAll };
  const rules = ({ answers }: Values): Record<string, string> =>
    Object.fromEntries(Object.entries(validateExtraFields(definitions, answers, ctx)).map(([codename, message]) => [`${ANSWERS}.${codename}`, message]));
  const form = useForm({ defaultValues: { answers: initialAnswers(definitions, [], user) } as Values, ...validationOptions(rules) });
  const answers = useStore(form.store, (state) => state.values.answers);
  const messages = readMessages(useStore(form.store, messagesKey));
  const errors: Record<string, string> = {};
  for (const definition of definitions) {
    const message = shownPartMessage(messages, `${ANSWERS}.${definition.codename}`);
    if (message) errors[definition.codename] = message;
  }
  return {
    inputs: definitions.length ? (
      <ExtraFieldsForm
        definitions={definitions}
        answers={answers}
        onChange={(next, codename) => editPart(form, ANSWERS, next, `${ANSWERS}.${codename}`)}
        onBlur={(codename) => touchField(form, `${ANSWERS}.${codename}`)}
        user={user}
        record={record}
        errors={errors}
      />
    ) : null,
    /** Shows the messages of the shown fields; true when there are none. */
    check: () => {
      touchField(form, ANSWERS);
      return Object.keys(rules(form.state.values)).length === 0;
    },
    answers: () => visibleAnswers(definitions, form.state.values.answers, ctx),
  };
}
