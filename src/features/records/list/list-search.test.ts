import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listSearchSchema, toListQuery } from './list-search';

describe('list query (section 7)', () => {
  it('sends page only above 1 and limit only when set', () => {
    expect(toListQuery({ page: 1 })).toEqual({});
    expect(toListQuery({ page: 3 })).toEqual({ page: 3 });
    expect(toListQuery({ limit: 50 })).toEqual({ limit: 50 });
    expect(toListQuery({ limit: 25 })).toEqual({});
  });

  it('sends the search text, the waiting-for-me flag and the declared filters that have a value', () => {
    expect(toListQuery({ q: 'nyomtató', waiting_for_me: true, state: 'pending', category: '', other: 'x' }, ['state', 'category'])).toEqual({
      q: 'nyomtató',
      waiting_for_me: true,
      state: 'pending',
    });
  });

  it('drops search values the URL got wrong instead of failing the screen', () => {
    expect(v.parse(listSearchSchema, { page: 0, limit: 30, q: 'a', state: 'pending' })).toEqual({ q: 'a', state: 'pending', page: undefined, limit: undefined, sort: undefined, desc: undefined, waiting_for_me: undefined });
    expect(v.parse(listSearchSchema, { page: '2', limit: 75, institution: 3 })).toMatchObject({ page: 2, limit: 75, institution: '3' });
  });
});
