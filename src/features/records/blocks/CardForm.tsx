import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { toast } from '@/lib/toasts';
import { RecordForm, type RecordFormProps } from '../form/RecordForm';

export interface CardFormProps<Body, Answer, Vars> extends Omit<RecordFormProps<Body>, 'isPending' | 'onSubmit'> {
  /** The card's heading. */
  title: string;
  /** The call (a generated mutation, whose `x-invalidates` then still apply) and what the checked body sends it; a 400's messages show per field. */
  mutation: UseMutationOptions<Answer, Error, Vars>;
  variables: (body: Body) => Vars;
  /** What the screen does with the answer (writes it into a cached list, closes the card). */
  onSaved?: (answer: Answer) => void;
  /** The toast after a save; 'A mentés sikeres.' unless given. */
  savedText?: string;
}

/**
 * A form of a special screen in a card under its heading (a timesheet's start, a month's record, a
 * report's upload): the generated RecordForm, pending while its call runs, a toast once it is saved.
 */
export function CardForm<Body, Answer, Vars>({ title, mutation, variables, onSaved, savedText = 'A mentés sikeres.', ...form }: CardFormProps<Body, Answer, Vars>) {
  const save = useMutation(mutation);
  const onSubmit = async (body: Body) => {
    const answer = await save.mutateAsync(variables(body));
    toast.success(savedText);
    onSaved?.(answer);
  };
  return (
    <Card title={title}>
      <RecordForm {...form} isPending={save.isPending} onSubmit={onSubmit} />
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
