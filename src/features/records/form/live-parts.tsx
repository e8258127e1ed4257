import { useStore, type AnyFormApi } from '@tanstack/react-form';
import { memo, useCallback, useMemo } from 'react';
import { editPart, touchField } from '@/components/form/form-validation';
import type { ExtraFieldAnswer } from '@/generated/models';
import { ExtraFieldsForm } from '../extra-fields/ExtraFieldsForm';
import { recordFieldsRead } from '../extra-fields/extra-fields';
import { sameMessages, type LineErrors } from '../lines/lines';
import { FormChecks, type AnyFormCheck } from './checks';
import { answersOf } from './form-rules';
import { EXTRA, type ExtraMount } from './record-form-props';

// The parts of a record form that read other fields' values, each subscribed to what it reads: the
// form itself renders again only when its messages or the fields shown change, not on every key.

type Values = Readonly<Record<string, unknown>>;

const sameItems = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, i) => Object.is(item, b[i]));

/** The form's checks at one place: a check may read any value, so they follow every change (none there, nothing is read). */
export function LiveChecks({
  form,
  checks,
  recordId,
  placement,
}: {
  form: AnyFormApi;
  checks: readonly AnyFormCheck[];
  recordId: number | undefined;
  placement: 'above' | 'below';
}) {
  const here = checks.some((check) => (check.placement ?? 'below') === placement);
  const values = useStore(form.store, (state) => (here ? (state.values as Values) : null));
  return values ? <FormChecks checks={checks} values={values} recordId={recordId} placement={placement} /> : null;
}

/**
 * The extra fields' answers, following their own answers and the record's fields their conditions read; rendered
 * again by the form only when their messages change (the form renders on every change of any field's messages).
 */
export const LiveExtraFields = memo(
  function LiveExtraFields({
    form,
    definitions,
    user,
    errors,
    isReadOnly,
  }: {
    form: AnyFormApi;
    definitions: ExtraMount['definitions'];
    user: ExtraMount['user'];
    errors: LineErrors;
    isReadOnly: boolean | undefined;
  }) {
    const read = useMemo(() => recordFieldsRead(definitions), [definitions]);
    const answers = useStore(form.store, (state) => answersOf(state.values as Values), sameItems);
    const picked = useStore(form.store, (state) => read.map((name) => (state.values as Values)[name]), sameItems);
    const record = useMemo(() => Object.fromEntries(read.map((name, i) => [name, picked[i]])), [read, picked]);
    // Each answer is touched on its own: another's message waits until it is left.
    const onChange = useCallback((next: ExtraFieldAnswer[], codename: string) => editPart(form, EXTRA, next, `${EXTRA}.${codename}`), [form]);
    const onBlur = useCallback((codename: string) => touchField(form, `${EXTRA}.${codename}`), [form]);
    return (
      <div data-field={EXTRA}>
        <ExtraFieldsForm
          definitions={definitions}
          answers={answers}
          onChange={onChange}
          onBlur={onBlur}
          user={user}
          record={record}
          errors={errors}
          isReadOnly={isReadOnly}
        />
      </div>
    );
  },
  (a, b) => a.form === b.form && a.definitions === b.definitions && a.user === b.user && a.isReadOnly === b.isReadOnly && sameMessages(a.errors, b.errors),
);
