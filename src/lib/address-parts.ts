import { notFound } from '@tanstack/react-router';

/**
 * A record id in an address (`/hr/munkabajaras/42.html`): a positive whole number, else the address is
 * not found. Plain code: a route's params are checked in the first load.
 */
export function recordIdOf(part: string): number {
  const id = Number(part);
  if (!/^[1-9]\d*$/.test(part) || !Number.isSafeInteger(id)) throw notFound();
  return id;
}

/** A year in an address (`/penzugy/tervezo/2027/menu.html`): four digits, else the address is not found. */
export function yearOf(part: string): number {
  if (!/^\d{4}$/.test(part)) throw notFound();
  return Number(part);
}
