import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/DataTable';
import type { Basket, BasketItem } from '@/generated/models';
import { BasketItemMeta, BasketMeta, ProductVariantMeta } from '@/generated/meta/store';
import { formatForints } from '@/lib/format';
import { useIsPhone } from '@/lib/use-is-phone';
import { QuantityCell, RemoveButton } from './basket-item-edits';
import './store.css';

/** The basket's totals in whole forints (section 9): net, VAT and gross, the unit in their labels ('Nettó összesen (Ft)'). */
export function Totals({ basket }: { basket: Basket }) {
  return (
    <dl className="basket-totals" aria-label="Összesítés">
      {(['net_price', 'vat', 'gross_price'] as const).map((field) => (
        <div key={field}>
          <dt>{BasketMeta.fields[field].label}</dt>
          <dd>{formatForints(basket[field])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The amounts' headers carry the unit ('Bruttó ár (Ft)'); the cells are whole forints ('12 002'). */
function itemColumns(basketId: number, editable: boolean, compact: boolean): ColumnDef<BasketItem>[] {
  const money = (field: 'net_price' | 'vat' | 'gross_price'): ColumnDef<BasketItem> => ({
    id: field,
    header: BasketItemMeta.fields[field].label,
    cell: ({ row }) => formatForints(row.original[field]),
  });
  return [
    { id: 'name', header: ProductVariantMeta.fields.name.label, cell: ({ row }) => row.original.product_variant.name },
    ...(compact
      ? []
      : [
          {
            id: 'price',
            header: ProductVariantMeta.fields.price.label,
            cell: ({ row }) => formatForints(row.original.product_variant.price),
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
              <dd>{formatForints(item.product_variant.price)}</dd>
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
                <dd>{formatForints(item[field])}</dd>
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
export function BasketTable({ basket, editable, label, compact = false }: { basket: Basket; editable: boolean; label: string; compact?: boolean }) {
  const isPhone = useIsPhone();
  if (isPhone) return <BasketCards basket={basket} editable={editable} label={label} />;
  return (
    <DataTable label={label} rows={basket.items} columns={itemColumns(basket.id, editable, compact)} rowId={(item) => String(item.id)} emptyText="A kosár üres." />
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
