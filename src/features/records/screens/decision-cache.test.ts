import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DecisionOutcome } from '@/generated/models';
import type { RecordApi, RecordDetail, RecordRow } from '../section';
import { applyDecisionOutcome } from './decision-cache';

const api = {
  list: (vars: { query?: object }) => queryOptions({ queryKey: ['listThings', vars] as const, queryFn: async () => ({ data: [] as RecordRow[], total: 0 }) }),
  get: (vars: { path: { id: number } }) => queryOptions({ queryKey: ['getThing', vars] as const, queryFn: async () => ({ id: vars.path.id }) as RecordDetail }),
} as unknown as RecordApi<RecordRow, RecordDetail, unknown>;

describe('after a decision (section 4)', () => {
  it("updates the record's state, step, decisions and waiting-for on its details and in every cached list row", () => {
    const client = new QueryClient();
    client.setQueryData(['getThing', { path: { id: 7 } }], { id: 7, state: 'under_checking', current_step: { name: 'x' }, decisions: [], waiting_for: { id: 1, name: 'A', type: 'user' } });
    client.setQueryData(['listThings', { query: {} }], { total: 2, data: [{ id: 7, state: 'under_checking' }, { id: 8, state: 'saved' }] });
    client.setQueryData(['listThings', { query: { page: 2 } }], { total: 2, data: [{ id: 7, state: 'under_checking' }] });
    const outcome: DecisionOutcome = { id: 7, state: 'closed_positive', current_step: null, decisions: [], waiting_for: null };
    applyDecisionOutcome(client, api, outcome);
    expect(client.getQueryData(['getThing', { path: { id: 7 } }])).toMatchObject({ state: 'closed_positive', current_step: null, waiting_for: null });
    expect(client.getQueryData(['listThings', { query: {} }])).toEqual({ total: 2, data: [{ id: 7, state: 'closed_positive', current_step: null, decisions: [], waiting_for: null }, { id: 8, state: 'saved' }] });
    expect(client.getQueryData<{ data: RecordRow[] }>(['listThings', { query: { page: 2 } }])?.data[0]?.state).toBe('closed_positive');
  });
});
