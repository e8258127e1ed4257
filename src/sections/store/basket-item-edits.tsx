import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getOwnBasketQuery, removeBasketItemMutation, setBasketItemQuantityMutation } from '@/generated/api/store';
import type { BasketItem } from '@/generated/models';
import { BasketItemMeta } from '@/generated/meta/store';
import { QuantityField, quantityMessage } from '@/features/records/blocks/QuantityField';
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
    setError(quantityMessage(next));
    if (next !== null && next >= 1 && next !== item.quantity) save.mutate({ path: { basketId, itemId: item.id }, body: { quantity: next } });
  };
  return (
    <QuantityField
      label={BasketItemMeta.fields.quantity.label}
      of={item.product_variant.name}
      unit={item.product_variant.packaging_unit}
      value={value}
      onChange={commit}
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
