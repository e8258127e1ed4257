import { describe, expect, it } from 'vitest';
import { otherEntries, searchInteger, searchOneOf, searchString } from './search-values';

describe('search values', () => {
  it('keeps a whole number within its range, as the router reads it or as text', () => {
    expect(searchInteger(2, 1)).toBe(2);
    expect(searchInteger('12', 1, 12)).toBe(12);
    expect(searchInteger('13', 1, 12)).toBeUndefined();
    expect(searchInteger(1.5, 1)).toBeUndefined();
    expect(searchInteger('', 1)).toBeUndefined();
    expect(searchInteger(true, 0)).toBeUndefined();
  });

  it('keeps text, digits as text, and one of the offered values', () => {
    expect(searchString('a')).toBe('a');
    expect(searchString(2026)).toBe('2026');
    expect(searchString({ a: 1 })).toBeUndefined();
    expect(searchOneOf(50, [25, 50, 75])).toBe(50);
    expect(searchOneOf(30, [25, 50, 75])).toBeUndefined();
  });

  it('checks the keys it does not know', () => {
    expect(otherEntries({ q: 'a', state: 'x', n: [1] }, ['q'], searchString)).toEqual({ state: 'x', n: undefined });
  });
});
