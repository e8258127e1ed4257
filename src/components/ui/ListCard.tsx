import type { Key, ReactNode } from 'react';
import { Card } from './Card';

export interface ListCardProps<Item> {
  title: string;
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  /** One item's line (a link, a name with its figures). */
  item: (item: Item) => ReactNode;
  /** What the card says when there is no item. */
  emptyText: string;
  className?: string;
  /** What follows the list in the card (a form adding to it). */
  children?: ReactNode;
}

/** A card of a plain list under its heading (the years to plan, the tasks, the reports), or a line saying there is none. */
export function ListCard<Item>({ title, items, itemKey, item, emptyText, className, children }: ListCardProps<Item>) {
  return (
    <Card title={title} className={className}>
      {items.length ? (
        <ul className="plain-list">
          {items.map((one) => (
            <li key={itemKey(one)}>{item(one)}</li>
          ))}
        </ul>
      ) : (
        <p>{emptyText}</p>
      )}
      {children}
    </Card>
  );
}
