import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dirOf, fileBrowserSearchSchema, trailOf } from './search';

describe('file browser URL', () => {
  it('reads one folder (a number, as the router parses it) or a trail of them, and drops bad values', () => {
    expect(trailOf(v.parse(fileBrowserSearchSchema, { dir: 601 }))).toEqual([601]);
    expect(trailOf(v.parse(fileBrowserSearchSchema, { dir: '511-530' }))).toEqual([511, 530]);
    expect(v.parse(fileBrowserSearchSchema, { dir: '511;drop', order_by: 'size', q: 'terv' })).toEqual({ dir: undefined, order_by: undefined, q: 'terv' });
    expect(v.parse(fileBrowserSearchSchema, { q: 2026, order_by: '-created_at' })).toEqual({ q: '2026', order_by: '-created_at' });
  });

  it('writes a single folder as a number and a trail joined by dashes', () => {
    expect(dirOf([])).toBeUndefined();
    expect(dirOf([601])).toBe(601);
    expect(dirOf([511, 530])).toBe('511-530');
  });
});
