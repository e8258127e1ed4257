import type { SchemaMeta } from '@/generated/meta/types';
import { formatMoney } from '@/lib/format';
import './blocks.css';

export interface AmountColumn<Row> {
  header: string;
  amount: (row: Row) => number;
}

type AmountKey<Source> = { [K in keyof Source]: Source[K] extends number ? K : never }[keyof Source] & string;

/**
 * Money columns headed by the meta's labels, each the amount of its field in what `of` gives for the row
 * (the row itself, or a record found for it: an entry's committed values); 0 where it gives none.
 */
export function amountColumns<Row, Source>(meta: SchemaMeta, names: readonly AmountKey<Source>[], of: (row: Row) => Source | undefined): AmountColumn<Row>[] {
  return names.map((name) => ({
    header: meta.fields[name]?.label ?? name,
    amount: (row) => {
      const source = of(row);
      return source ? Number(source[name]) : 0;
    },
  }));
}

export interface AmountsTableProps<Row> {
  /** The card's heading and the table's caption. */
  title: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first column: its header and each row's name ('5111 – Bérek'). */
  label: { header: string; text: (row: Row) => string };
  /** The money columns, in forints. */
  columns: readonly AmountColumn<Row>[];
  /** A last column: a bar of the used share of the plan (marked when over it), its percentage as text. */
  usage?: { header: string; used: (row: Row) => number; planned: (row: Row) => number };
}

/** Money figures per row in a card (a financial overview's entries): each row named in its header cell, the amounts in whole forints. */
export function AmountsTable<Row>({ title, rows, rowKey, label, columns, usage }: AmountsTableProps<Row>) {
  return (
    <section className="card" aria-label={title} style={{ minWidth: 0, maxWidth: '100%' }}>
      <h2>{title}</h2>
      {/* Positioned, so the visually hidden texts inside scroll with the table instead of widening the page. */}
      <div className="data-table__scroll" tabIndex={0} style={{ position: 'relative' }}>
        <table className="data-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {[label.header, ...columns.map((column) => column.header), ...(usage ? [usage.header] : [])].map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const used = usage?.used(row) ?? 0;
              const planned = usage?.planned(row) ?? 0;
              const share = planned > 0 ? Math.min(used / planned, 1) : 0;
              return (
                <tr key={rowKey(row)}>
                  <th scope="row">{label.text(row)}</th>
                  {columns.map((column) => (
                    <td key={column.header}>{formatMoney(column.amount(row))}</td>
                  ))}
                  {usage ? (
                    <td>
                      <span className="amounts__bar" aria-hidden="true">
                        <span className={`amounts__fill${used > planned ? ' amounts__fill--2' : ''}`} style={{ width: `${share * 100}%` }} />
                      </span>
                      <span className="visually-hidden">{`${Math.round(share * 100)}%`}</span>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
