import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { NumberField, rangeMessage } from '@/components/ui/NumberField';
import { getOwnBasketQuery, removeBasketItemMutation, setBasketItemQuantityMutation } from '@/generated/api/store';
import type { BasketItem } from '@/generated/models';
import { BasketItemMeta } from '@/generated/meta/store';
import { MESSAGES } from '@/generated/validators/helpers';
import { errorsFromFailure, failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';

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
  const remove = useMutation({
    ...removeBasketItemMutation(),
    onSuccess: (basket) => {
      queryClient.setQueryData(getOwnBasketQuery().queryKey, basket);
      toast.success(`${item.product_variant.name}: eltávolítva a kosárból.`);
    },
    onError: (failure) => toast.error(failureText(failure, 'Az eltávolítás nem sikerült.')),
  });
  return (
    <Button
      variant="quiet"
      onPress={() => remove.mutate({ path: { basketId, itemId: item.id } })}
      isPending={remove.isPending}
      aria-label={`${item.product_variant.name}: eltávolítás`}
    >
      Eltávolítás
    </Button>
  );
}
