import { describe, expect, it } from 'vitest';
import type { FilterGroup } from './ListFilters';
import { awaitsOtherEnd } from './ListToolbar';

const meta = { label: 'Összeg', kind: 'number' } as const;
const groups: FilterGroup[] = [
  { name: 'state', meta: { label: 'Állapot', kind: 'string' } },
  { range: 'price', label: 'Összeg', min: { name: 'min_price', meta }, max: { name: 'max_price', meta } },
];

describe("the phone's filter panel after a change", () => {
  it('stays open for the other end of a range whose first end was just given; closes on anything else', () => {
    expect(awaitsOtherEnd(groups, {}, { min_price: '1000' })).toBe(true);
    expect(awaitsOtherEnd(groups, {}, { max_price: '5000' })).toBe(true);
    expect(awaitsOtherEnd(groups, { min_price: '1000' }, { max_price: '5000' })).toBe(false);
    expect(awaitsOtherEnd(groups, { max_price: '5000' }, { min_price: undefined })).toBe(false);
    expect(awaitsOtherEnd(groups, {}, { state: 'open' })).toBe(false);
  });
});
