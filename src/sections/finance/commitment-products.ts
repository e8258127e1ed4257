import { createCommitmentProduct } from '@/generated/api/finance';
import type { Settings, Vat } from '@/generated/models';
import { CommitmentProductInputMeta, CommitmentProductMeta } from '@/generated/meta/finance';
import type { LineContext, LineGate, LineRow, LinesDeclaration } from '@/features/records/lines/lines';

const roundMoney = (n: number) => Math.round(n * 100) / 100;
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The rate (%) of a VAT key of the static lookup data; null when the key is unknown. */
export function vatRate(staticData: { vats: readonly Vat[] }, vatId: unknown): number | null {
  return staticData.vats.find((vat) => vat.id === vatId)?.value ?? null;
}

/** A product line's gross total: quantity × gross unit price; null until both are typed. */
export function productLineTotal(row: LineRow): number | null {
  const quantity = numberOf(row.quantity);
  const price = numberOf(row.gross_price);
  return quantity === null || price === null ? null : roundMoney(quantity * price);
}

/** The net of a gross amount at a VAT rate (%). */
export function netOfGross(gross: number, rate: number): number {
  return roundMoney(gross / (1 + rate / 100));
}

/**
 * A commitment's product line with its derived values: `total_price` from quantity and gross unit
 * price, and `net_price` from the total and the line's VAT rate when the settings say
 * `calculate_net` (otherwise null).
 */
export function deriveProductLine(row: LineRow, { settings, staticData }: { settings: Pick<Settings, 'commitments'>; staticData: { vats: readonly Vat[] } }): LineRow {
  const total = productLineTotal(row);
  const rate = vatRate(staticData, row.vat);
  const net = settings.commitments.calculate_net && total !== null && rate !== null ? netOfGross(total, rate) : null;
  return { ...row, total_price: total, net_price: net };
}

/** Product lines show only when the settings say `use_products`; at least one is needed when `mandatory_products`. */
export function productLinesGate({ settings }: LineContext): LineGate {
  return { hidden: !settings.commitments.use_products, required: Boolean(settings.commitments.mandatory_products) };
}

const ENTERED = ['name', 'quantity', 'unit', 'gross_price', 'vat'] as const;

/**
 * Records a product line with the commitment's currency (`POST termek/`); the server answers it with
 * its id and its totals, and the commitment then sends it among its products.
 */
export async function saveProductLine(row: LineRow, commitment: Readonly<Record<string, unknown>>): Promise<LineRow> {
  const id = numberOf(row.id);
  return createCommitmentProduct({
    body: {
      ...(id === null ? {} : { id }),
      name: String(row.name ?? ''),
      unit: String(row.unit ?? ''),
      quantity: numberOf(row.quantity) ?? 0,
      gross_price: numberOf(row.gross_price) ?? 0,
      vat: numberOf(row.vat) ?? 1,
      currency: numberOf(commitment.currency) ?? 1,
    },
  });
}

/** A commitment's `products` as lines: `form.lines: { products: commitmentProductLines }`. */
export const commitmentProductLines: LinesDeclaration = {
  itemMeta: {
    title: CommitmentProductInputMeta.title,
    fields: { ...CommitmentProductInputMeta.fields, total_price: CommitmentProductMeta.fields.total_price, net_price: CommitmentProductMeta.fields.net_price },
  },
  columns: ({ settings }) => [...ENTERED, 'total_price', ...(settings.commitments.calculate_net ? ['net_price'] : [])],
  derive: deriveProductLine,
  totals: [{ field: 'total_price' }, { field: 'net_price' }],
  headerTotals: { total_price: 'cost', net_price: 'net_cost' },
  gate: productLinesGate,
  addLabel: 'Új termék',
  saveRow: { label: 'Termék rögzítése', toast: 'A termék rögzítve.', save: saveProductLine },
};
