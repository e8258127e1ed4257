import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { toast } from '@/lib/toasts';
import { RecordForm, type RecordFormProps } from '../form/RecordForm';
import { formValues } from '../section';

export interface CallFormProps<Body, Answer, Vars> extends Omit<RecordFormProps<Body>, 'fields' | 'initialValues' | 'isPending' | 'onSubmit'> {
  /** The fields shown, in order; every field of the meta when not given (a timesheet's start, its close). */
  fields?: readonly string[];
  /** The starting values; without them, the saved `record`'s (a month's commuting), else each field's default or empty. */
  initialValues?: Record<string, unknown>;
  record?: object;
  /** The call (a generated mutation, whose `x-invalidates` then still apply) and what the checked body sends it; a 400's messages show per field. */
  mutation: UseMutationOptions<Answer, Error, Vars>;
  variables: (body: Body) => Vars;
  /** What the screen does with the answer (writes it into a cached list, closes the card). */
  onSaved?: (answer: Answer) => void;
  /** The toast after a save; 'A mentés sikeres.' unless given. */
  savedText?: string;
}

/** The generated RecordForm sending its body by a call: pending while the call runs, a toast once it is saved (a report's upload under its list). */
export function CallForm<Body, Answer, Vars>({
  meta,
  fields = Object.keys(meta.fields),
  record,
  initialValues = formValues({ meta, fields }, record),
  mutation,
  variables,
  onSaved,
  savedText = 'A mentés sikeres.',
  ...form
}: CallFormProps<Body, Answer, Vars>) {
  const save = useMutation(mutation);
  const onSubmit = async (body: Body) => {
    const answer = await save.mutateAsync(variables(body));
    toast.success(savedText);
    onSaved?.(answer);
  };
  return <RecordForm {...form} meta={meta} fields={fields} initialValues={initialValues} isPending={save.isPending} onSubmit={onSubmit} />;
}

export interface CardFormProps<Body, Answer, Vars> extends CallFormProps<Body, Answer, Vars> {
  /** The card's heading. */
  title: string;
}

/** A CallForm of a special screen in a card under its heading (a timesheet's start, a month's record). */
export function CardForm<Body, Answer, Vars>({ title, ...form }: CardFormProps<Body, Answer, Vars>) {
  return (
    <Card title={title}>
      <CallForm {...form} />
    </Card>
  );
}

/** A CardForm as `useCardForm` opens it: its own answer goes to the screen's `onSaved`. */
export type OpenedCardForm<Body, Answer, Vars> = Omit<CardFormProps<Body, Answer, Vars>, 'onSaved' | 'onCancel'>;

/**
 * One CardForm at a time on a special screen (a timesheet's start, its close, an entry's edit): `open`
 * shows a form (`key` tells one entry's from another's), which closes once saved, its answer handed to
 * `onSaved`, or cancelled. `shown` is where the screen puts it.
 */
export function useCardForm<Answer>(onSaved: (answer: Answer) => void) {
  const [shown, setShown] = useState<ReactNode>(null);
  const close = () => setShown(null);
  const open = <Body, Vars>(form: OpenedCardForm<Body, Answer, Vars>, key: string | number = form.title) =>
    setShown(
      <CardForm
        key={key}
        {...form}
        onSaved={(answer) => {
          onSaved(answer);
          close();
        }}
        onCancel={close}
      />,
    );
  return { open, shown };
}
