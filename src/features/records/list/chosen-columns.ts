import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { columnChoiceSchema, tableColumnState, type ChoosableColumn, type ColumnChoice } from '@/components/data-table/column-choice';
import { useSignedInUserId } from '@/lib/current-user';
import { usePreference } from '@/lib/user-preferences';

/** The columns a list offers to choose: each by its header; the first (the link that opens the record, a card's title) fixed. */
export function choosableColumns<Row>(columns: readonly ColumnDef<Row>[]): ChoosableColumn[] {
  return columns.flatMap((column, index) => {
    const id = column.id;
    if (!id) return [];
    return [{ id, label: typeof column.header === 'string' ? column.header : id, fixed: index === 0 || column.enableHiding === false }];
  });
}

/**
 * A list's chosen columns, remembered for the signed-in user and the list (`listKey`): the choice, what
 * replaces it (undefined resets) and TanStack Table's state for it.
 */
export function useChosenColumns<Row>(listKey: string, columns: readonly ColumnDef<Row>[]) {
  const userId = useSignedInUserId();
  const [stored, setChoice] = usePreference<ColumnChoice | undefined>(userId, `columns:${listKey}`, columnChoiceSchema, undefined);
  const choosable = useMemo(() => choosableColumns(columns), [columns]);
  const state = useMemo(() => tableColumnState(choosable, stored), [choosable, stored]);
  return { choosable, choice: stored, setChoice, ...state };
}
