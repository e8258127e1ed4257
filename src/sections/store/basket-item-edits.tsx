import { getOwnBasketQuery, removeBasketItemMutation, setBasketItemQuantityMutation } from '@/generated/api/store';
import type { BasketItem } from '@/generated/models';
import { BasketItemMeta } from '@/generated/meta/store';
import { QuantityCall } from '@/features/records/blocks/QuantityCall';
import { CallButton } from '@/features/records/actions/CallButton';
import { useCacheAnswer } from '@/features/records/actions/cached-answer';

/** An item's quantity, changed in place: sent (`set_quantity/`) when the field is left with a new value. */
export function QuantityCell({ basketId, item }: { basketId: number; item: BasketItem }) {
  return (
    <QuantityCall
      label={BasketItemMeta.fields.quantity.label}
      // The column header (on a phone, the card's field name) shows 'Mennyiség' already.
      isLabelHidden
      of={item.product_variant.name}
      unit={item.product_variant.packaging_unit}
      initial={item.quantity}
      minimum={Math.max(1, item.product_variant.minimum_order_quantity)}
      mutation={setBasketItemQuantityMutation()}
      variables={(quantity) => ({ path: { basketId, itemId: item.id }, body: { quantity } })}
      // The answer of an item's change is the basket, which replaces the cached one.
      onDone={useCacheAnswer(getOwnBasketQuery())}
      failure="A mennyiség módosítása nem sikerült. Kérjük, próbálja újra később."
    />
  );
}

export function RemoveButton({ basketId, item }: { basketId: number; item: BasketItem }) {
  return (
    <CallButton
      variant="quiet"
      mutation={removeBasketItemMutation()}
      variables={{ path: { basketId, itemId: item.id } }}
      onDone={useCacheAnswer(getOwnBasketQuery())}
      success={`${item.product_variant.name}: eltávolítva a kosárból.`}
      failure="Az eltávolítás nem sikerült."
      aria-label={`${item.product_variant.name}: eltávolítás`}
    >
      Eltávolítás
    </CallButton>
  );
}
