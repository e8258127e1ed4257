import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NumberField, rangeMessage } from '@/components/ui/NumberField';
import { getOwnBasketQuery, removeBasketItemMutation, setBasketItemQuantityMutation } from '@/generated/api/store';
import type { BasketItem } from '@/generated/models';
import { BasketItemMeta } from '@/generated/meta/store';
import { MESSAGES } from '@/generated/validators/helpers';
import { CallButton } from '@/features/records/actions/CallButton';
import { errorsFromFailure } from '@/lib/server-messages';

const SAVE_FAILED = 'A mennyiség módosítása nem sikerült. Kérjük, próbálja újra később.';

/**
 * An item's quantity, changed in place: sent (`set_quantity/`) when the field is left with a new
 * value; the answer (the basket) replaces the cached one. A 400 shows by the field, keeping the value typed.
 */
export function QuantityCell({ basketId, item }: { basketId: number; item: BasketItem }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<number | null>(item.quantity);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    ...setBasketItemQuantityMutation(),
    onSuccess: (basket) => {
      setError(undefined);
      queryClient.setQueryData(getOwnBasketQuery().queryKey, basket);
    },
    onError: (failure) => {
      const errors = errorsFromFailure(failure, SAVE_FAILED);
      setError(errors.quantity ?? Object.values(errors).join('\n'));
    },
  });
  // react-aria's number field commits (onChange) when it is left or Enter is pressed, not per keystroke.
  const commit = (next: number | null) => {
    setValue(next);
    if (next === null) return setError(MESSAGES.required);
    if (next < 1) return setError(rangeMessage(next, 1));
    setError(undefined);
    if (next !== item.quantity) save.mutate({ path: { basketId, itemId: item.id }, body: { quantity: next } });
  };
  return (
    <NumberField
      label={`${BasketItemMeta.fields.quantity.label} (${item.product_variant.name})`}
      value={value}
      onChange={commit}
      isInteger
      minValue={1}
      unit={item.product_variant.packaging_unit ?? undefined}
      errorMessage={error}
      isDisabled={save.isPending}
    />
  );
}

export function RemoveButton({ basketId, item }: { basketId: number; item: BasketItem }) {
  const queryClient = useQueryClient();
  return (
    <CallButton
      variant="quiet"
      mutation={removeBasketItemMutation()}
      variables={{ path: { basketId, itemId: item.id } }}
      onDone={(basket) => queryClient.setQueryData(getOwnBasketQuery().queryKey, basket)}
      success={`${item.product_variant.name}: eltávolítva a kosárból.`}
      failure="Az eltávolítás nem sikerült."
      aria-label={`${item.product_variant.name}: eltávolítás`}
    >
      Eltávolítás
    </CallButton>
  );
}
