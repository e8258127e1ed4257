import type { RecordRow } from '../section';

/** Pages looked through at most for the next record: a list longer than this is left to its filter 'Rám vár'. */
const MAX_PAGES = 40;

export interface QueueSearch<Row> {
  /** One page of the list as its screen asks for it (its search, filters and order), by page number. */
  fetchPage: (page: number) => Promise<{ data: Row[]; total: number }>;
  pageSize: number;
  /** The page the list was left on: the search starts there, after the current record, and comes round to it. */
  startPage: number;
  currentId: number;
  /** Whether a row waits for the signed-in user's decision. */
  isWaiting: (row: Row) => boolean;
}

/**
 * The next record of a list that waits for the user: from the current record onward on the page the
 * list was left on, then the pages after it, then those before it; none when no other row waits.
 */
export async function findNextWaiting<Row extends RecordRow>({ fetchPage, pageSize, startPage, currentId, isWaiting }: QueueSearch<Row>): Promise<Row | undefined> {
  const first = await fetchPage(startPage);
  const pages = Math.max(1, Math.ceil(first.total / pageSize));
  const order = [...Array.from({ length: pages - startPage + 1 }, (_, i) => startPage + i), ...Array.from({ length: startPage - 1 }, (_, i) => i + 1)].slice(
    0,
    MAX_PAGES,
  );
  const wrapped: Row[] = [];
  for (const page of order) {
    const rows = page === startPage ? first.data : (await fetchPage(page)).data;
    // On the page it was left on, the rows above the current record are looked at last (after coming round).
    const at = page === startPage ? rows.findIndex((row) => row.id === currentId) : -1;
    const ahead = at >= 0 ? rows.slice(at + 1) : rows;
    if (at >= 0) wrapped.push(...rows.slice(0, at));
    const next = ahead.find((row) => row.id !== currentId && isWaiting(row));
    if (next) return next;
  }
  return wrapped.find((row) => row.id !== currentId && isWaiting(row));
}
