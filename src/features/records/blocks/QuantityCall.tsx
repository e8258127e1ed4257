import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { InlineErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import type { NumberInput } from '@/components/form/inputs';
import { QuantityField, quantityMessage, type QuantityFieldProps } from './QuantityField';
import './blocks.css';

export interface QuantityCallProps<Answer, Vars> extends Pick<QuantityFieldProps, 'label' | 'of' | 'unit' | 'isLabelHidden'> {
  /** The quantity the field starts with; with no button, the saved one a commit is compared with. */
  initial: number;
  /** The call (a generated mutation) and what a right quantity sends it; undefined where it cannot be sent now (`unavailable` says why). */
  mutation: UseMutationOptions<Answer, Error, Vars>;
  variables: (quantity: number) => Vars | undefined;
  unavailable?: string;
  /** What `variables` needs is still loading (the own basket): the button waits, so a press is neither lost nor refused. */
  isPreparing?: boolean;
  /** What the answer does (replaces the cached basket). */
  onDone: (answer: Answer) => void;
  success?: string;
  failure: string;
  /** The least that may be ordered (a variant's minimum_order_quantity); one when not given. */
  minimum?: number;
  /** Why nothing can be sent now, from the data (a variant not orderable today): shown, and the call is never made. */
  refusal?: string;
  /** A button sends the quantity ('Kosárba'); without one, a new quantity is sent when the field commits it (left, or Enter). */
  button?: { label: string; 'aria-label': string };
}

/**
 * A quantity sent by one call (a variant put into the basket, an item's quantity changed in place): a
 * quantity under one or none is refused by the field with its message, a 400's quantity message shows by
 * the field keeping what was typed, and the rest beside it.
 */
export function QuantityCall<Answer, Vars>({
  initial,
  mutation,
  variables,
  unavailable,
  isPreparing = false,
  onDone,
  success,
  failure,
  button,
  minimum = 1,
  refusal,
  ...field
}: QuantityCallProps<Answer, Vars>) {
  const [value, setValue] = useState<NumberInput>(initial);
  // The quantity last sent (at first the saved one): committing it again sends nothing.
  const [committed, setCommitted] = useState<NumberInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const call = useMutation({
    ...mutation,
    onSuccess: (answer) => {
      setErrors({});
      onDone(answer);
      if (success) toast.success(success);
    },
    onError: (error) => setErrors(errorsFromFailure(error, failure)),
  });
  const send = (quantity: NumberInput) => {
    if (refusal) return setErrors({ '': refusal });
    const wrong = quantityMessage(quantity, minimum);
    if (wrong || typeof quantity !== 'number') return setErrors({ quantity: wrong ?? '' });
    const vars = variables(quantity);
    if (vars === undefined) return setErrors({ '': unavailable ?? failure });
    setErrors({});
    setCommitted(quantity);
    call.mutate(vars);
  };
  const general = Object.entries(errors).filter(([key]) => key !== 'quantity');
  return (
    <div className="quantity-call">
      <QuantityField
        {...field}
        value={value}
        minValue={minimum}
        onChange={(next) => {
          setValue(next);
          setErrors({});
        }}
        // Without a button a new quantity is sent when the field is left or Enter is pressed, not per keystroke.
        onCommit={button ? undefined : () => (value !== committed || quantityMessage(value, minimum) ? send(value) : undefined)}
        errorMessage={errors.quantity}
        isDisabled={!button && call.isPending}
      />
      {button ? (
        <Button onPress={() => send(value)} isPending={call.isPending || isPreparing} aria-label={button['aria-label']}>
          {button.label}
        </Button>
      ) : null}
      <InlineErrors messages={general.map(([, message]) => message)} />
    </div>
  );
}
