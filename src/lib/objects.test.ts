import { describe, expect, it } from 'vitest';
import { upsertById } from './objects';

describe('upsertById', () => {
  it('replaces the item of the same id in place, or adds a new one at the end', () => {
    const items = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ];
    expect(upsertById(items, { id: 1, name: 'A' })).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'b' },
    ]);
    expect(upsertById(items, { id: 3, name: 'c' })).toEqual([...items, { id: 3, name: 'c' }]);
    expect(items[0]?.name).toBe('a');
  });
});
