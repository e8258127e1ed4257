import { recordLink } from '@/config/site-map';
import { defineSection } from '@/features/records/section';
import { listStoreOrdersParams } from '@/generated/list-params/store';
import { StoreOrderMeta } from '@/generated/meta/store';
import type { StoreOrder } from '@/generated/models';
import { storeOrderApi } from '@/generated/records/store';
import { formatMoney } from '@/lib/format';
import { OrderItemsBlock } from './basket-items';

/** Rendelések (section 2, Store; list and details only): institution, state, verified-date and cost ranges, export. */
export const ordersSection = defineSection({
  id: 'store-orders',
  title: 'Rendelések',
  recordName: 'Rendelés',
  api: storeOrderApi,
  list: {
    meta: StoreOrderMeta,
    columns: [
      'id',
      'user',
      'institution',
      'category',
      { id: 'gross_price', header: 'Bruttó összeg', cell: ({ row }: { row: { original: StoreOrder } }) => formatMoney(row.original.basket.gross_price) },
      'verified_at',
      'state',
    ],
    params: listStoreOrdersParams,
    filters: ['institution', 'state', 'verifiedAtMin', 'min_cost'],
  },
  details: {
    title: (order) => `#${order.id}`,
    meta: StoreOrderMeta,
    summary: ['id', 'state', 'user', 'institution', 'category', 'verified_at', 'closed_at', 'cancelled_at', 'commitment'],
    links: { commitment: recordLink('commitments') },
    panels: {},
    blocks: [OrderItemsBlock],
  },
});
