import type { Key, ReactNode } from 'react';
import { Card } from './Card';

export interface ItemListProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  /** One item's line (a link, a name with its figures). */
  item: (item: Item) => ReactNode;
  /** What shows instead of an empty list; nothing unless given. */
  empty?: ReactNode;
  /** The list's class ('plain-list': no bullets); the browser's bullets unless given. */
  className?: string;
}

/** A list of items, one line each (a complaint's answers, its attachments), or what shows when there is none. */
export function ItemList<Item>({ items, itemKey, item, empty = null, className }: ItemListProps<Item>) {
  if (!items.length) return empty;
  return (
    <ul className={className}>
      {items.map((one) => (
        <li key={itemKey(one)}>{item(one)}</li>
      ))}
    </ul>
  );
}

export interface ListCardProps<Item> extends Omit<ItemListProps<Item>, 'empty' | 'className'> {
  title: string;
  /** What the card says when there is no item. */
  emptyText: string;
  className?: string;
  /** What follows the list in the card (a form adding to it). */
  children?: ReactNode;
}

/** A card of a plain list under its heading (the years to plan, the tasks, the reports), or a line saying there is none. */
export function ListCard<Item>({ title, emptyText, className, children, ...list }: ListCardProps<Item>) {
  return (
    <Card title={title} className={className}>
      <ItemList {...list} className="plain-list" empty={<p>{emptyText}</p>} />
      {children}
    </Card>
  );
}
