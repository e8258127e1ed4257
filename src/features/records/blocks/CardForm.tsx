import { useId, useState } from 'react';
import { toast } from '@/lib/toasts';
import { RecordForm, type RecordFormProps } from '../form/RecordForm';

export interface CardFormProps<Body, Answer> extends Omit<RecordFormProps<Body>, 'isPending' | 'onSubmit'> {
  /** The card's heading. */
  title: string;
  /** Sends the checked body; rejects with the ApiError of a failed save, whose messages show per field. */
  send: (body: Body) => Promise<Answer>;
  /** What the screen does with the answer (writes it into a cached list, closes the card). */
  onSaved?: (answer: Answer) => void;
  /** The toast after a save; 'A mentés sikeres.' unless given. */
  savedText?: string;
}

/**
 * A form of a special screen in a card under its heading (a timesheet's start, a month's record, a
 * report's upload): the generated RecordForm, pending while its call runs, a toast once it is saved.
 */
export function CardForm<Body, Answer>({ title, send, onSaved, savedText = 'A mentés sikeres.', ...form }: CardFormProps<Body, Answer>) {
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const onSubmit = async (body: Body) => {
    setPending(true);
    try {
      const answer = await send(body);
      toast.success(savedText);
      onSaved?.(answer);
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <RecordForm {...form} isPending={pending} onSubmit={onSubmit} />
    </section>
  );
}
