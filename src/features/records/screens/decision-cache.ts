import type { QueryClient } from '@tanstack/react-query';
import type { DecisionOutcome } from '@/generated/models';
import type { RecordApi, RecordDetail, RecordRow } from '../section';

const CHANGED = ['state', 'current_step', 'decisions', 'waiting_for', 'last_decision'] as const;

function merge<T extends { id: number }>(record: T, outcome: DecisionOutcome): T {
  if (record.id !== outcome.id) return record;
  const next: Record<string, unknown> = { ...record };
  for (const key of CHANGED) if (key in outcome || key in record) next[key] = outcome[key as keyof DecisionOutcome];
  return next as T;
}

/**
 * Section 4: after a decision the record's state, step, decisions and waiting-for change at once,
 * on its details and in every cached list page that shows it (the invalidation that follows refetches them).
 */
export function applyDecisionOutcome<Row extends RecordRow, Detail extends RecordDetail, Input>(
  queryClient: QueryClient,
  api: RecordApi<Row, Detail, Input>,
  outcome: DecisionOutcome,
): void {
  queryClient.setQueryData<Detail>(api.get({ path: { id: outcome.id } }).queryKey, (detail) => (detail ? merge(detail, outcome) : detail));
  const listKey = api.list({}).queryKey.slice(0, 1);
  queryClient.setQueriesData<{ data: Row[]; total: number }>({ queryKey: listKey }, (page) =>
    page ? { ...page, data: page.data.map((row) => merge(row, outcome)) } : page,
  );
}
