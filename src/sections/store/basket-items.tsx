import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/DataTable';
import { Card } from '@/components/ui/Card';
import { FieldList } from '@/features/records/FieldList';
import { column, metaColumns } from '@/features/records/list/columns';
import type { Basket, BasketItem } from '@/generated/models';
import { BasketItemMeta, BasketMeta, ProductVariantMeta } from '@/generated/meta/store';
import { formatForints } from '@/lib/format';
import { QuantityCell, RemoveButton } from './basket-item-edits';
import './store.css';

const AMOUNTS = ['net_price', 'vat', 'gross_price'] as const;

/** The basket's totals in whole forints (section 9): net, VAT and gross, the unit in their labels ('Nettó összesen (Ft)'). */
export function Totals({ basket }: { basket: Basket }) {
  return <FieldList value={basket} meta={BasketMeta} fields={AMOUNTS} className="basket-totals" label="Összesítés" />;
}

/** The amounts' headers carry the unit ('Bruttó ár (Ft)'); the cells are whole forints ('12 002'). */
function itemColumns(basketId: number, editable: boolean, compact: boolean): ColumnDef<BasketItem>[] {
  const variant = ProductVariantMeta.fields;
  return [
    column<BasketItem>('name', variant.name.label, (item) => item.product_variant.name),
    ...(compact ? [] : [column<BasketItem>('price', variant.price.label, (item) => formatForints(item.product_variant.price))]),
    column<BasketItem>('quantity', BasketItemMeta.fields.quantity.label, (item) => (editable ? <QuantityCell basketId={basketId} item={item} /> : item.quantity)),
    ...metaColumns<BasketItem>(BasketItemMeta, compact ? ['gross_price'] : AMOUNTS),
    ...(editable ? [column<BasketItem>('remove', 'Művelet', (item) => <RemoveButton basketId={basketId} item={item} />)] : []),
  ];
}

/**
 * A basket's items; on a phone each is a card with every column (quantity and removal included), so changing
 * a quantity or removing an item never needs the table scrolled sideways. `compact`: name, quantity and gross
 * only, for a details column (the totals below give net and VAT).
 */
export function BasketTable({ basket, editable, label, compact = false }: { basket: Basket; editable: boolean; label: string; compact?: boolean }) {
  const columns = itemColumns(basket.id, editable, compact);
  return <DataTable label={label} rows={basket.items} columns={columns} rowId={(item) => String(item.id)} emptyText="A kosár üres." cardFields={columns.length - 1} />;
}

/** An order's details: the items of its basket with their totals, read-only. */
export function OrderItemsBlock({ record }: { record: { basket: Basket } }) {
  return (
    <Card title="Rendelt tételek">
      <BasketTable basket={record.basket} editable={false} label="Rendelt tételek" compact />
      <Totals basket={record.basket} />
    </Card>
  );
}
