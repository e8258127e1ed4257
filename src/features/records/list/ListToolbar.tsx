import { memo, useId, useRef, useState, type ReactNode } from 'react';
import { SearchBox } from '@/components/data-table/SearchBox';
import { Button } from '@/components/ui/Button';
import { useIsPhone } from '@/lib/use-is-phone';
import { ListFilters, type FilterGroup, type ListFiltersProps } from './ListFilters';

export interface ListToolbarProps extends ListFiltersProps {
  /** The search text (`q`) and what applies it; left out where the list takes no search. */
  search?: { value: string | undefined; onSearch: (text: string | undefined) => void };
  /** What is the screen's own, before the search (a month stepper). */
  children?: ReactNode;
  /** The list's actions at the toolbar's end (its export). */
  actions?: ReactNode;
  /** What stands beside the search box (the saved views). */
  besideSearch?: ReactNode;
}

const groupNames = (group: FilterGroup) => ('range' in group ? [group.min.name, group.max.name] : [group.name]);

/** How many filters are set: a range counts once, 'Rám vár' when ticked. */
export function activeFilterCount(groups: readonly FilterGroup[], values: ListFiltersProps['values'], waitingForMe: boolean | undefined): number {
  const set = groups.filter((group) => groupNames(group).some((name) => values[name] !== undefined && values[name] !== '')).length;
  return set + (waitingForMe ? 1 : 0);
}

/** Whether a change sets one end of a range whose other end is still empty: the phone's panel stays open for it. */
export function awaitsOtherEnd(groups: readonly FilterGroup[], values: ListFiltersProps['values'], changes: Record<string, unknown>): boolean {
  const empty = (name: string) => values[name] === undefined || values[name] === '';
  return groups.some(
    (group) =>
      'range' in group &&
      ((changes[group.min.name] !== undefined && empty(group.max.name) && !(group.max.name in changes)) ||
        (changes[group.max.name] !== undefined && empty(group.min.name) && !(group.min.name in changes))),
  );
}

/**
 * The toolbar of every list: the screen's own controls, the search box and the filters by their kind
 * from the list call's generated parameters. On a phone the filters fold behind one 'Szűrők (n)'
 * button that counts the set ones, so the first row is near the top; the panel closes once a filter is
 * applied (a range once both ends could be given), back on that button; 'Szűrők törlése' clears them all.
 */
export const ListToolbar = memo(function ListToolbar({ search, children, actions, besideSearch, ...filters }: ListToolbarProps) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const foldRef = useRef<HTMLButtonElement>(null);
  const { groups, values, waitingForMe, onChange } = filters;
  const applyAndFold: ListFiltersProps['onChange'] = (changes) => {
    onChange(changes);
    if (awaitsOtherEnd(groups, values, changes)) return;
    setOpen(false);
    // After the chooser that applied it has closed and given the focus back to itself, now gone with the panel.
    setTimeout(() => foldRef.current?.focus(), 0);
  };
  const count = activeFilterCount(groups, values, waitingForMe);
  const hasFilters = groups.length > 0 || waitingForMe !== undefined;
  const clear = () => onChange(Object.fromEntries([...groups.flatMap(groupNames), 'waiting_for_me'].map((name) => [name, undefined])));
  const clearButton =
    count > 0 ? (
      <Button variant="quiet" onPress={clear}>
        Szűrők törlése
      </Button>
    ) : null;
  return (
    <div className="list-toolbar">
      {children}
      {search ? <SearchBox value={search.value} onSearch={search.onSearch} /> : null}
      {besideSearch}
      {hasFilters && phone ? (
        <>
          <div className="list-toolbar__fold">
            <Button ref={foldRef} variant="secondary" aria-expanded={open} aria-controls={open ? panelId : undefined} onPress={() => setOpen(!open)}>
              {count ? `Szűrők (${count})` : 'Szűrők'}
            </Button>
            {clearButton}
          </div>
          {open ? (
            <div id={panelId} className="list-toolbar__filters" role="group" aria-label="Szűrők">
              <ListFilters {...filters} onChange={applyAndFold} />
            </div>
          ) : null}
        </>
      ) : hasFilters ? (
        <>
          <ListFilters {...filters} />
          {clearButton}
        </>
      ) : null}
      {actions ? <div className="list-toolbar__actions">{actions}</div> : null}
    </div>
  );
});
