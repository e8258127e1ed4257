import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/Card';
import { useCacheAnswer } from '@/features/records/actions/cached-answer';
import { QuantityCall } from '@/features/records/blocks/QuantityCall';
import { FieldList, FieldRow } from '@/features/records/FieldList';
import { addToBasketMutation, getOwnBasketQuery, listAllProductVariantsQuery } from '@/generated/api/store';
import type { ProductVariant, StoreCategory, StoreProduct } from '@/generated/models';
import { AddToBasketMeta, ProductVariantMeta } from '@/generated/meta/store';
import { todayIso } from '@/generated/validators/helpers';
import { formatDate } from '@/lib/format';
import './store.css';

const SHOWN = ['price', 'vat', 'packaging_unit', 'minimum_order_quantity', 'available_from', 'available_till', 'provider'] as const;

/** A variant's stock per location ('Központi raktár: 340'). */
export function inventoriesText(variant: Pick<ProductVariant, 'inventories'>): string {
  return variant.inventories.length === 0 ? '–' : variant.inventories.map((inventory) => `${inventory.location}: ${inventory.quantity}`).join(', ');
}

/** Why a variant cannot be ordered today (its available_from is later, its available_till earlier), or undefined. */
export function orderRefusal(variant: Pick<ProductVariant, 'available_from' | 'available_till'>, today: string): string | undefined {
  const { available_from: from, available_till: till } = variant;
  if (from && from.slice(0, 10) > today)
    return `Ez a termékváltozat még nem rendelhető (${ProductVariantMeta.fields.available_from.label.toLowerCase()}: ${formatDate(from)}).`;
  if (till && till.slice(0, 10) < today)
    return `Ez a termékváltozat már nem rendelhető (${ProductVariantMeta.fields.available_till.label.toLowerCase()}: ${formatDate(till)}).`;
  return undefined;
}

/**
 * Puts a variant into the own basket (`baskets/{id}/add_to_basket/`), the quantity starting at the
 * variant's minimum order quantity; the answer is the basket, which replaces the cached one.
 */
export function AddToBasket({ variant }: { variant: ProductVariant }) {
  const basket = useQuery(getOwnBasketQuery());
  return (
    <QuantityCall
      label={AddToBasketMeta.fields.quantity.label}
      of={variant.name}
      unit={variant.packaging_unit}
      initial={Math.max(1, variant.minimum_order_quantity)}
      minimum={Math.max(1, variant.minimum_order_quantity)}
      refusal={orderRefusal(variant, todayIso())}
      mutation={addToBasketMutation()}
      variables={(quantity) => basket.data && { path: { basketId: basket.data.id }, body: { product_variant: variant.id, quantity } }}
      unavailable="A saját kosár nem tölthető be."
      isPreparing={basket.isPending}
      onDone={useCacheAnswer(getOwnBasketQuery())}
      success={`${variant.name}: a kosárba került.`}
      failure="A kosárba tétel nem sikerült. Kérjük, próbálja újra később."
      button={{ label: 'Kosárba', 'aria-label': `${variant.name}: kosárba` }}
    />
  );
}

/**
 * Variants as a list of cards (each with its fields, its stock per location and, for a user who may
 * write, the basket), so a details column never scrolls sideways.
 */
export function VariantList({
  title,
  variants,
  canOrder,
  isLoading = false,
}: {
  title: string;
  variants: readonly ProductVariant[];
  canOrder: boolean;
  isLoading?: boolean;
}) {
  return (
    <Card title={title} isBusy={isLoading}>
      {variants.length === 0 ? <p>{isLoading ? 'Betöltés…' : 'Nincs termékváltozat.'}</p> : null}
      <ul className="variant-list">
        {variants.map((variant) => (
          <li key={variant.id} className="variant-list__item" aria-label={variant.name}>
            <h3>{variant.name}</h3>
            <FieldList value={variant} meta={ProductVariantMeta} fields={SHOWN} className="variant-list__fields">
              <FieldRow label={ProductVariantMeta.fields.inventories.label}>{inventoriesText(variant)}</FieldRow>
            </FieldList>
            {canOrder ? <AddToBasket variant={variant} /> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The product details' variants (the product's own field), each with its stock and the basket. */
export function ProductVariantsBlock({ record, user }: { record: StoreProduct; user: { is_readonly: boolean } }) {
  return <VariantList title="Termékváltozatok" variants={record.variants} canOrder={!user.is_readonly} />;
}

/** A category's orderable variants (`product_variants/mind/?category=`), put into the basket from here too. */
export function CategoryVariantsBlock({ record, user }: { record: StoreCategory; user: { is_readonly: boolean } }) {
  const variants = useQuery(listAllProductVariantsQuery({ query: { category: record.id } }));
  return <VariantList title="A kategória termékváltozatai" variants={variants.data ?? []} canOrder={!user.is_readonly} isLoading={variants.isPending} />;
}
