import { describe, expect, it } from 'vitest';
import type { ListParamsMeta } from '@/generated/list-params/types';
import { effectiveList, filterNames, toListQuery, withExtraFieldFilters, type ListDeclaration } from './list-query';
import { listSearchSchema, monthListSearchSchema } from './list-search';

const params = {
  filters: {
    state: { label: 'Állapot', kind: 'string', enumLabels: { pending: 'Függőben' } },
    category: { label: 'Kategória', kind: 'string' },
    institution: { label: 'Intézmény', kind: 'integer' },
    processed: { label: 'Feldolgozva', kind: 'boolean' },
    min_price: { label: 'Ár', kind: 'number', range: { key: 'price', end: 'min', pair: 'max_price' } },
    max_price: { label: 'Ár', kind: 'number', range: { key: 'price', end: 'max', pair: 'min_price' } },
    min_date: { label: 'Időszak', kind: 'date', range: { key: 'date', end: 'min', pair: 'max_date' } },
    max_date: { label: 'Időszak', kind: 'date', range: { key: 'date', end: 'max', pair: 'min_date' } },
    waiting_for_me: { label: 'Rám vár', kind: 'boolean' },
  },
  orderBy: { fields: ['title', 'created_at'] },
} as const satisfies ListParamsMeta;

describe('list query (section 7)', () => {
  it('sends page only above 1 and limit only when set', () => {
    expect(toListQuery({ page: 1 })).toEqual({});
    expect(toListQuery({ page: 3 })).toEqual({ page: 3 });
    expect(toListQuery({ limit: 50 })).toEqual({ limit: 50 });
    expect(toListQuery({ limit: 25 })).toEqual({});
  });

  it('sends the search text, the waiting-for-me flag and the declared filters that have a value', () => {
    expect(
      toListQuery({ q: 'nyomtató', waiting_for_me: true, state: 'pending', category: '', other: 'x' }, { filters: ['state', 'category'], waitingForMe: true }),
    ).toEqual({
      q: 'nyomtató',
      waiting_for_me: true,
      state: 'pending',
    });
    expect(toListQuery({ waiting_for_me: true }, { filters: ['waiting_for_me'] })).toEqual({ waiting_for_me: true });
    expect(toListQuery({ waiting_for_me: true }, { filters: ['state'] })).toEqual({});
    // Not where the list call takes no waiting_for_me, whatever the section says.
    expect(toListQuery({ waiting_for_me: true }, { filters: ['waiting_for_me'], params: { filters: { state: params.filters.state } } })).toEqual({});
    expect(toListQuery({ waiting_for_me: true }, { filters: ['waiting_for_me'], params })).toEqual({ waiting_for_me: true });
  });

  it('always sends the fixed parameters, which the URL cannot change', () => {
    expect(toListQuery({ module: 'hr', q: 'utazás' }, { filters: ['state'], fixed: { module: 'technical' } })).toEqual({ q: 'utazás', module: 'technical' });
    expect(toListQuery({ page: 2 }, { fixed: { module: 'finance' } })).toEqual({ page: 2, module: 'finance' });
  });

  it('offers the active top-level extra fields of the settings group as extra_<codename> filters, each by its type', () => {
    const field = { id: 1, mandatory: false, section: null, is_active: true, conditions: [] };
    const definitions = [
      { ...field, id: 14, codename: 'balesetveszelyes', type: 'boolean' as const, label: 'Balesetveszélyes' },
      { ...field, id: 15, codename: 'surgosseg', type: 'select' as const, label: 'Sürgősség', choices: ['Sürgős', 'Normál'] },
      { ...field, id: 16, codename: 'regi', type: 'text' as const, label: 'Régi', is_active: false },
      { ...field, id: 17, codename: 'resztvevok', type: 'multi_select' as const, label: 'Résztvevők' },
      { ...field, id: 18, codename: 'szakaszban', type: 'number' as const, label: 'Szakaszban', section: 3 },
    ];
    const declared: ListDeclaration = { filters: ['state'], params };
    const list = withExtraFieldFilters(declared, definitions);
    expect(list.filters).toEqual(['state', 'extra_balesetveszelyes', 'extra_surgosseg']);
    expect(list.params?.filters.extra_surgosseg).toEqual({ label: 'Sürgősség', kind: 'string', enumLabels: { Sürgős: 'Sürgős', Normál: 'Normál' } });
    expect(list.params?.filters.state).toBe(params.filters.state);
    expect(toListQuery({ extra_balesetveszelyes: 'true', extra_surgosseg: 'Sürgős', extra_regi: 'x' }, list)).toEqual({
      extra_balesetveszelyes: true,
      extra_surgosseg: 'Sürgős',
    });
    // Only where the section names a settings group, and once the settings are there.
    const plain = { filters: ['state'] };
    expect(effectiveList(plain, undefined)).toBe(plain);
    expect(effectiveList({ filters: [], extraFieldFilters: 'error_reports' }, undefined).filters).toEqual([]);
  });

  it("sends a filter's default while the URL has none, and the URL's choice instead of it", () => {
    const list: ListDeclaration = { filters: ['status'], defaults: { status: 'active' } };
    expect(toListQuery({}, list)).toEqual({ status: 'active' });
    expect(toListQuery({ status: 'closed' }, list)).toEqual({ status: 'closed' });
  });

  it('sends each filter as its kind and leaves out values that do not fit it', () => {
    const list = { filters: ['institution', 'processed', 'min_price', 'min_date'], params };
    expect(
      toListQuery({ institution: '3', processed: 'false', min_price: '1000.5', max_price: '5000', min_date: '2026-09-01', max_date: '2026-13-45' }, list),
    ).toEqual({
      institution: 3,
      processed: false,
      min_price: 1000.5,
      max_price: 5000,
      min_date: '2026-09-01',
    });
    expect(toListQuery({ institution: 'abc', processed: 'talán', min_price: '1e9' }, list)).toEqual({});
  });

  it('a range named by one end shows both ends', () => {
    expect(filterNames({ filters: ['max_price', 'state', 'min_date', 'waiting_for_me'], params })).toEqual([
      'max_price',
      'min_price',
      'state',
      'min_date',
      'max_date',
    ]);
  });

  it('sends order_by only where the list declares it and for a field it accepts', () => {
    expect(toListQuery({ order_by: '-created_at' }, { params })).toEqual({ order_by: '-created_at' });
    expect(toListQuery({ order_by: 'state' }, { params })).toEqual({});
    expect(toListQuery({ order_by: 'title' }, { params: { filters: {} } })).toEqual({});
    expect(toListQuery({ order_by: 'title' }, { params: { filters: {}, orderBy: { fields: null } } })).toEqual({ order_by: 'title' });
  });

  it('drops search values the URL got wrong instead of failing the screen', () => {
    expect(listSearchSchema({ page: 0, limit: 30, q: 'a', state: 'pending', order_by: 'x; drop' })).toEqual({
      q: 'a',
      state: 'pending',
      page: undefined,
      limit: undefined,
      order_by: undefined,
      waiting_for_me: undefined,
    });
    expect(listSearchSchema({ page: '2', limit: 75, institution: 3 })).toMatchObject({ page: 2, limit: 75, institution: 3 });
  });

  it("drops a month list's bad month and keeps its list search and filters", () => {
    expect(monthListSearchSchema({ year: 2026, month: 13, page: '2', institution: 3 })).toEqual({ year: 2026, month: undefined, page: 2, institution: 3 });
    expect(monthListSearchSchema({})).toEqual({});
  });
});
