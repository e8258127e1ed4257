import { describe, expect, it, vi } from 'vitest';
import { mapVariables } from './mapped-call';

describe('mapVariables', () => {
  it('calls with the mapped variables and invalidates what the mapped call does, under the same key', async () => {
    const mutationFn = vi.fn((vars: { path: { id: number; changeId: number } }) => Promise.resolve(vars.path.changeId));
    const invalidates = vi.fn((vars: { path: { id: number; changeId: number } }) => [['getBudget', vars.path.id] as const]);
    const decide = () => ({ mutationKey: ['decideChange'], mutationFn, meta: { invalidates } });
    const mapped = mapVariables(decide, (given: { path: { id: number } }) => ({ path: { id: 12, changeId: given.path.id } }))();
    expect(mapped.mutationKey).toEqual(['decideChange']);
    await expect(mapped.mutationFn({ path: { id: 3 } })).resolves.toBe(3);
    expect(mutationFn).toHaveBeenCalledWith({ path: { id: 12, changeId: 3 } });
    expect(mapped.meta.invalidates({ path: { id: 3 } })).toEqual([['getBudget', 12]]);
  });
});
