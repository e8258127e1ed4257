import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DecisionOutcome } from '@/generated/models';
import { isRecordAnswer, mergeRecordAnswer, type CachedRecordApi } from './record-cache';

const api: CachedRecordApi = {
  get: (vars) => ({ queryKey: ['getThing', vars] }),
  list: (vars) => ({ queryKey: ['listThings', vars] }),
};

function seeded() {
  const client = new QueryClient();
  client.setQueryData(['getThing', { path: { id: 7 } }], {
    id: 7,
    name: 'Projektor',
    state: 'under_checking',
    current_step: { name: 'x' },
    decisions: [],
    waiting_for: { id: 1, name: 'A', type: 'user' },
  });
  client.setQueryData(['listThings', { query: {} }], {
    total: 2,
    data: [
      { id: 7, name: 'Projektor', state: 'under_checking', waiting_for: { id: 1, name: 'A', type: 'user' } },
      { id: 8, state: 'saved' },
    ],
  });
  client.setQueryData(['listThings', { query: { page: 2 } }], { total: 2, data: [{ id: 7, state: 'under_checking' }] });
  return client;
}

describe('after a decision or an action (section 4)', () => {
  it("updates the record's state, step, decisions and waiting-for on its details and in every cached list row", () => {
    const client = seeded();
    const outcome: DecisionOutcome = { id: 7, state: 'closed_positive', current_step: null, decisions: [], waiting_for: null };
    mergeRecordAnswer(client, api, outcome);
    expect(client.getQueryData(['getThing', { path: { id: 7 } }])).toEqual({
      id: 7,
      name: 'Projektor',
      state: 'closed_positive',
      current_step: null,
      decisions: [],
      waiting_for: null,
    });
    expect(client.getQueryData(['listThings', { query: {} }])).toEqual({
      total: 2,
      data: [
        { id: 7, name: 'Projektor', state: 'closed_positive', waiting_for: null },
        { id: 8, state: 'saved' },
      ],
    });
    expect(client.getQueryData(['listThings', { query: { page: 2 } }])).toEqual({ total: 2, data: [{ id: 7, state: 'closed_positive' }] });
  });

  it('merges a whole record an action answers (a closed meter) and leaves other records alone', () => {
    const client = seeded();
    const closedMeter = { id: 8, state: 'closed', name: 'Gázmérő' };
    mergeRecordAnswer(client, api, closedMeter);
    expect(client.getQueryData(['getThing', { path: { id: 7 } }])).toMatchObject({ state: 'under_checking' });
    expect(client.getQueryData<{ data: object[] }>(['listThings', { query: {} }])?.data[1]).toEqual({ id: 8, state: 'closed' });
  });

  it('knows an answer that carries a record by its numeric id', () => {
    expect(isRecordAnswer({ id: 3 })).toBe(true);
    expect(isRecordAnswer({ id: '3' })).toBe(false);
    expect(isRecordAnswer(null)).toBe(false);
    expect(isRecordAnswer(undefined)).toBe(false);
  });
});
