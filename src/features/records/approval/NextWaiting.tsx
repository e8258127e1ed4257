import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/components/data-table/pagination';
import { Button } from '@/components/ui/Button';
import { getSettingsQuery } from '@/generated/api/bootstrap';
import { listHref } from '@/lib/list-memory';
import { failureText } from '@/lib/server-messages';
import type { GatedUser } from '../actions/gating';
import { effectiveList, offersWaitingForMe, toListQuery, type ListDeclaration } from '../list/list-query';
import { listSearchSchema } from '../list/list-search';
import type { ListQuery, QueryOpts, RecordRow } from '../section';
import { canDecide } from './approval-rules';
import { findNextWaiting } from './decision-queue';
import './NextWaiting.css';

export const NO_NEXT_WAITING = 'Ebben a listában nincs több döntésre váró tétel.';

export interface NextWaitingProps<Row extends RecordRow> {
  /** The section's list address: its search is the one the list was last left with (the way back to it keeps it too). */
  listPath: string;
  declaration: ListDeclaration;
  list: (vars: { query?: ListQuery }) => QueryOpts<{ data: Row[]; total: number }>;
  detailsHref: (id: number) => string;
  currentId: number;
  user: GatedUser;
}

/**
 * 'Következő döntésre váró' after a decision: opens the next record of the list (with the search it was
 * left with) that waits for the user, or says that none does. Where the list takes 'Rám vár', the server
 * narrows it; otherwise its pages are read from the one it was left on.
 */
export function NextWaiting<Row extends RecordRow>({ listPath, declaration, list, detailsHref, currentId, user }: NextWaitingProps<Row>) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [isPending, setPending] = useState(false);
  const searching = useRef(false);

  const openNext = async () => {
    if (searching.current) return;
    searching.current = true;
    setPending(true);
    setMessage('');
    try {
      const searchText = listHref(listPath).slice(listPath.length);
      const search = listSearchSchema(router.options.parseSearch(searchText));
      const shown = effectiveList(declaration, queryClient.getQueryData(getSettingsQuery().queryKey));
      const narrowed = offersWaitingForMe(shown);
      const query: ListQuery = { ...toListQuery({ ...search, page: undefined }, shown), ...(narrowed ? { waiting_for_me: true } : {}) };
      const next = await findNextWaiting({
        // Asked afresh: the decision just made has moved records in and out of the list.
        fetchPage: (page) => queryClient.fetchQuery({ ...list({ query: page > 1 ? { ...query, page } : query }), staleTime: 0 }),
        pageSize: search.limit ?? DEFAULT_PAGE_SIZE,
        startPage: narrowed ? 1 : (search.page ?? 1),
        currentId,
        isWaiting: (row) => canDecide(user, row.current_step),
      });
      if (next) await router.navigate({ href: detailsHref(next.id) });
      else setMessage(NO_NEXT_WAITING);
    } catch (error) {
      setMessage(failureText(error, 'A következő döntésre váró tétel keresése nem sikerült.'));
    } finally {
      searching.current = false;
      setPending(false);
    }
  };

  return (
    <div className="next-waiting">
      <Button variant="secondary" isPending={isPending} onPress={() => void openNext()}>
        Következő döntésre váró
      </Button>
      <p role="status" className="next-waiting__message">
        {message}
      </p>
    </div>
  );
}
