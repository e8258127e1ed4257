import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { focusFirstInvalid } from '@/components/form/first-invalid';
import { InlineErrors } from '@/components/form/FormErrors';
import type { NumberInput } from '@/components/form/inputs';
import { useCheckedForm } from '@/components/form/use-checked-form';
import { Button } from '@/components/ui/Button';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { QuantityField, quantityMessage, type QuantityFieldProps } from './QuantityField';
import './blocks.css';

type Values = { quantity: NumberInput };

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
 * A quantity sent by one call (a variant put into the basket, an item's quantity changed in place), on
 * the one validation model (useCheckedForm): a quantity that is none, no whole number or under the
 * least that may be ordered, and a refusal from the data (not orderable today), stop the call with
 * their message; the quantity's shows once the field is left or a send was tried. A 400's quantity
 * message stands by the field, keeping what was typed, until it is edited; the rest beside it.
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
  // The quantity last sent (at first the saved one): committing it again sends nothing.
  const [committed, setCommitted] = useState<NumberInput>(initial);
  const call = useMutation({
    ...mutation,
    onSuccess: (answer) => {
      onDone(answer);
      if (success) toast.success(success);
    },
  });
  const rules = ({ quantity }: Values): Record<string, string> => {
    if (refusal) return { '': refusal };
    const wrong = quantityMessage(quantity, minimum);
    if (wrong) return { quantity: wrong };
    return typeof quantity === 'number' && variables(quantity) === undefined ? { '': unavailable ?? failure } : {};
  };
  const ref = useRef<HTMLDivElement>(null);
  const form = useCheckedForm<Values>({
    defaultValues: { quantity: initial },
    rules,
    // A refused press takes the user to the quantity to correct; a refused commit leaves the focus where the user took it.
    onInvalid: () => (button ? focusFirstInvalid(ref.current) : undefined),
    onValid: async ({ quantity }) => {
      const vars = typeof quantity === 'number' ? variables(quantity) : undefined;
      if (vars === undefined || call.isPending) return;
      setCommitted(quantity);
      try {
        await call.mutateAsync(vars);
      } catch (error) {
        form.showFailure(errorsFromFailure(error, failure));
      }
    },
  });
  const { value, onChange, onBlur, errorMessage } = form.field('quantity');
  const send = () => form.submit();
  return (
    <div ref={ref} className="quantity-call">
      <QuantityField
        {...field}
        value={value}
        minValue={minimum}
        onChange={onChange}
        onBlur={onBlur}
        // Without a button a new quantity is sent when the field is left or Enter is pressed, not per keystroke.
        onCommit={button ? undefined : () => (value !== committed || quantityMessage(value, minimum) ? send() : undefined)}
        errorMessage={errorMessage}
        isDisabled={!button && call.isPending}
      />
      {button ? (
        <Button onPress={send} isPending={call.isPending || isPreparing} aria-label={button['aria-label']}>
          {button.label}
        </Button>
      ) : null}
      <InlineErrors messages={form.generalMessages(['quantity'])} />
    </div>
  );
}
