import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SchemaMeta } from '@/generated/meta/types';
import type { OpenQueryKey } from '@/generated/runtime';
import { failureText } from '@/lib/server-messages';
import { displayValue } from '../display';
import './blocks.css';

type Amounts = Readonly<Record<string, unknown>>;
type AmountsQuery<T> = (id: number) => UseQueryOptions<T, Error, T, OpenQueryKey>;

export interface AmountsCardDeclaration<T extends object> {
  /** Title of the card ('Keret felhasználása'). */
  title: string;
  /** The amounts' meta: each amount's label and unit. */
  meta: SchemaMeta;
  /** The amounts shown, in order. */
  fields: readonly string[];
  /**
   * Where the amounts come from: an object field of the record (a budget's `sums`), or a call of the
   * record by its id (a tender's `amount_stat/`), asked when the card shows.
   */
  from: { field: string } | { query: AmountsQuery<T> };
}

type AmountsCardBlock = (props: { record: { readonly id: number; readonly [field: string]: unknown } }) => ReactNode;

/**
 * A details block of a record's money figures (a tender's used, remaining and pending amount, a
 * budget's sums): each amount by its label in the meta's unit, with a bar of its size beside the
 * largest, so a reader sees the proportions at a glance. The bars are decoration: the figures are the text.
 */
export function amountsCard<T extends object = Amounts>({ title, meta, fields, from }: AmountsCardDeclaration<T>): AmountsCardBlock {
  function Figures({ amounts: figures }: { amounts: object }) {
    const amounts = figures as Amounts;
    const numbers = fields.map((name) => (typeof amounts[name] === 'number' ? (amounts[name] as number) : 0));
    const largest = Math.max(...numbers.map(Math.abs), 1);
    return (
      <dl className="amounts">
        {fields.map((name, index) => (
          <div key={name} className="amounts__row">
            <dt>{meta.fields[name]?.label ?? name}</dt>
            <dd>
              <span className="amounts__value">{displayValue(amounts[name], meta.fields[name], name)}</span>
              <span className="amounts__bar" aria-hidden="true">
                <span className={`amounts__fill amounts__fill--${index % 4}`} style={{ width: `${(Math.abs(numbers[index]!) / largest) * 100}%` }} />
              </span>
            </dd>
          </div>
        ))}
      </dl>
    );
  }

  function Fetched({ id, query }: { id: number; query: AmountsQuery<T> }) {
    const answer = useQuery(query(id));
    if (answer.isPending) return <p role="status">Betöltés…</p>;
    if (answer.isError) return <p role="alert">{failureText(answer.error, 'Az összegek betöltése nem sikerült.')}</p>;
    return <Figures amounts={answer.data} />;
  }

  function AmountsCard({ record }: { record: { readonly id: number; readonly [field: string]: unknown } }) {
    const own = 'field' in from ? record[from.field] : undefined;
    return (
      <section className="card" aria-label={title}>
        <h2>{title}</h2>
        {'query' in from ? <Fetched id={record.id} query={from.query} /> : own && typeof own === 'object' ? <Figures amounts={own} /> : <p>Nincs adat.</p>}
      </section>
    );
  }
  return AmountsCard;
}
