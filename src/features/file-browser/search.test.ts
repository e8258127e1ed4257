import { describe, expect, it } from 'vitest';
import { dirOf, fileBrowserSearch, trailOf } from './search';

describe('file browser URL', () => {
  it('reads one folder (a number, as the router parses it) or a trail of them, and drops bad values', () => {
    expect(trailOf(fileBrowserSearch({ dir: 601 }))).toEqual([601]);
    expect(trailOf(fileBrowserSearch({ dir: '511-530' }))).toEqual([511, 530]);
    expect(fileBrowserSearch({ dir: '511;drop', order_by: 'size', q: 'terv' })).toEqual({ dir: undefined, order_by: undefined, q: 'terv' });
    expect(fileBrowserSearch({ dir: -3, q: 2026, order_by: '-created_at' })).toEqual({ dir: undefined, q: '2026', order_by: '-created_at' });
  });

  it('writes a single folder as a number and a trail joined by dashes', () => {
    expect(dirOf([])).toBeUndefined();
    expect(dirOf([601])).toBe(601);
    expect(dirOf([511, 530])).toBe('511-530');
  });
});
