import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/DataTable';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { ConfirmDialog } from '@/components/ui/Modal';
import { NumberField, rangeMessage } from '@/components/ui/NumberField';
import { MESSAGES } from '@/generated/validators/helpers';
import { Page } from '@/components/ui/Page';
import { useIsPhone } from '@/features/records/calendar/use-is-phone';
import { checkoutBasketMutation, getOwnBasketQuery, removeBasketItemMutation, setBasketItemQuantityMutation } from '@/generated/api/store';
import type { Basket, BasketItem } from '@/generated/models';
import { BasketItemMeta, BasketMeta, ProductVariantMeta } from '@/generated/meta/store';
import { formatMoney } from '@/lib/format';
import { errorsFromFailure, failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import './store.css';

const SAVE_FAILED = 'A mennyiség módosítása nem sikerült. Kérjük, próbálja újra később.';
const CHECKOUT_FAILED = 'A megrendelés nem sikerült. Kérjük, próbálja újra később.';
const ORDERS = '/keszlet/rendelesek/lista.html';
const noSorting = () => undefined;

/** The basket's totals in Ft (section 9): net, VAT and gross. */
function Totals({ basket }: { basket: Basket }) {
  return (
    <dl className="basket-totals" aria-label="Összesítés">
      {(['net_price', 'vat', 'gross_price'] as const).map((field) => (
        <div key={field}>
          <dt>{BasketMeta.fields[field].label}</dt>
          <dd>{formatMoney(basket[field])}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An item's quantity, changed in place: sent (`set_quantity/`) when the field is left with a new
 * value; the answer (the basket) replaces the cached one. A 400 shows by the field, keeping the value typed.
 */
function QuantityCell({ basketId, item }: { basketId: number; item: BasketItem }) {
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

function RemoveButton({ basketId, item }: { basketId: number; item: BasketItem }) {
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

function itemColumns(basketId: number, editable: boolean, compact: boolean): ColumnDef<BasketItem>[] {
  const money = (field: 'net_price' | 'vat' | 'gross_price'): ColumnDef<BasketItem> => ({
    id: field,
    header: BasketItemMeta.fields[field].label,
    cell: ({ row }) => formatMoney(row.original[field]),
  });
  return [
    { id: 'name', header: ProductVariantMeta.fields.name.label, cell: ({ row }) => row.original.product_variant.name },
    ...(compact
      ? []
      : [
          {
            id: 'price',
            header: ProductVariantMeta.fields.price.label,
            cell: ({ row }) => formatMoney(row.original.product_variant.price),
          } satisfies ColumnDef<BasketItem>,
        ]),
    {
      id: 'quantity',
      header: BasketItemMeta.fields.quantity.label,
      cell: ({ row }) => (editable ? <QuantityCell basketId={basketId} item={row.original} /> : row.original.quantity),
    },
    ...(compact ? [] : [money('net_price'), money('vat')]),
    money('gross_price'),
    ...(editable
      ? [{ id: 'remove', header: 'Művelet', cell: ({ row }) => <RemoveButton basketId={basketId} item={row.original} /> } satisfies ColumnDef<BasketItem>]
      : []),
  ];
}

/**
 * On a phone each item is a card (name, unit price, quantity, amounts, removal), so changing a quantity
 * or removing an item never needs the table scrolled sideways.
 */
function BasketCards({ basket, editable, label }: { basket: Basket; editable: boolean; label: string }) {
  if (basket.items.length === 0) return <p className="muted">A kosár üres.</p>;
  return (
    <ul className="basket-cards" aria-label={label}>
      {basket.items.map((item) => (
        <li key={item.id} className="basket-cards__item">
          <h3>{item.product_variant.name}</h3>
          <dl className="basket-cards__facts">
            <div>
              <dt>{ProductVariantMeta.fields.price.label}</dt>
              <dd>{formatMoney(item.product_variant.price)}</dd>
            </div>
            {editable ? null : (
              <div>
                <dt>{BasketItemMeta.fields.quantity.label}</dt>
                <dd>{item.quantity}</dd>
              </div>
            )}
            {(['net_price', 'vat', 'gross_price'] as const).map((field) => (
              <div key={field}>
                <dt>{BasketItemMeta.fields[field].label}</dt>
                <dd>{formatMoney(item[field])}</dd>
              </div>
            ))}
          </dl>
          {editable ? (
            <div className="basket-cards__edit">
              <QuantityCell basketId={basket.id} item={item} />
              <RemoveButton basketId={basket.id} item={item} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** `compact`: name, quantity and gross only, for a details column (the totals below give net and VAT). */
function BasketTable({ basket, editable, label, compact = false }: { basket: Basket; editable: boolean; label: string; compact?: boolean }) {
  const isPhone = useIsPhone();
  if (isPhone) return <BasketCards basket={basket} editable={editable} label={label} />;
  return (
    <DataTable
      label={label}
      rows={basket.items}
      columns={itemColumns(basket.id, editable, compact)}
      sorting={[]}
      onSortingChange={noSorting}
      rowId={(item) => String(item.id)}
      emptyText="A kosár üres."
    />
  );
}

/**
 * The own basket (`baskets/sajat/`, section 2 kosarak/sajat.html): items with quantities changed in
 * place and removal, totals, and checkout (`checkout/`). The checkout's answer is the new empty
 * basket, which replaces the stored one (section 4); the order just sent stays shown with a link to the orders.
 */
export function BasketScreen({ readOnly }: { readOnly: boolean }) {
  const queryClient = useQueryClient();
  const { data: basket } = useSuspenseQuery(getOwnBasketQuery());
  const [ordered, setOrdered] = useState<Basket | null>(null);
  const [confirming, setConfirming] = useState(false);
  const checkout = useMutation({
    ...checkoutBasketMutation(),
    onSuccess: (next) => {
      setOrdered(basket);
      setConfirming(false);
      queryClient.setQueryData(getOwnBasketQuery().queryKey, next);
      toast.success('A megrendelés elküldve.');
    },
  });
  return (
    <Page title="Saját kosár" actions={<Link href={ORDERS}>Rendelések</Link>}>
      {ordered ? (
        <section className="card" aria-label="Elküldött rendelés">
          <h2>Elküldött rendelés</h2>
          <Alert tone="success">
            <p>
              A megrendelés elküldve ({ordered.items.length} tétel, {formatMoney(ordered.gross_price)}). Állapotát a <Link href={ORDERS}>rendelések</Link> között
              követheti.
            </p>
          </Alert>
          <BasketTable basket={ordered} editable={false} label="Elküldött rendelés tételei" />
          <Totals basket={ordered} />
        </section>
      ) : null}
      <section className="card" aria-label="Kosár tartalma">
        <h2>Kosár tartalma</h2>
        <BasketTable basket={basket} editable={!readOnly} label="Kosár tételei" />
        <Totals basket={basket} />
        {readOnly ? null : (
          <div className="store-tools__row">
            <Button onPress={() => setConfirming(true)} isDisabled={basket.items.length === 0}>
              Megrendelés
            </Button>
          </div>
        )}
      </section>
      <ConfirmDialog
        title="Megrendelés"
        message={`Elküldi a kosár ${basket.items.length} tételét megrendelésre (${formatMoney(basket.gross_price)})?`}
        confirmLabel="Megrendelés"
        isOpen={confirming}
        isPending={checkout.isPending}
        errorMessage={checkout.isError ? Object.values(errorsFromFailure(checkout.error, CHECKOUT_FAILED)).join('\n') : null}
        onConfirm={() => checkout.mutate({ path: { basketId: basket.id } })}
        onCancel={() => {
          setConfirming(false);
          checkout.reset();
        }}
      />
    </Page>
  );
}

/** An order's details: the items of its basket with their totals, read-only. */
export function OrderItemsBlock({ record }: { record: { basket: Basket } }) {
  return (
    <section className="card" aria-label="Rendelt tételek">
      <h2>Rendelt tételek</h2>
      <BasketTable basket={record.basket} editable={false} label="Rendelt tételek" compact />
      <Totals basket={record.basket} />
    </section>
  );
}
