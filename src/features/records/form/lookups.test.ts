import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LookupMeta, SchemaMeta } from '@/generated/meta/types';
import { fitsParent, itemLabel, lookupParams, refId, refName, useLookupOptions } from './lookups';

const freeCars = vi.hoisted(() => vi.fn());
vi.mock('@/generated/meta/lookups', () => ({ lookupLoaders: { listFreeCars: freeCars } }));

describe('lookups', () => {
  it('names an item by what it has: a partner with its note or tax number, an employment by person and institution', () => {
    expect(itemLabel({ id: 1, name: 'Kréta Kft.', tax_id: '12345678-2-41', note: null })).toBe('Kréta Kft. (12345678-2-41)');
    expect(itemLabel({ id: 2, name: 'Kréta Kft.', tax_id: '12345678-2-41', note: 'Budapesti telephely' })).toBe('Kréta Kft. (Budapesti telephely)');
    expect(itemLabel({ id: 3, user_name: 'Kiss Anna', institution_name: 'Petőfi Iskola' })).toBe('Kiss Anna – Petőfi Iskola');
    expect(itemLabel({ id: 4, reference_number: 'SZ-2026/12' })).toBe('SZ-2026/12');
  });

  it('reads an id and a name from a saved {id, name} or a bare id', () => {
    expect(refId({ id: 12, name: 'Petőfi' })).toBe('12');
    expect(refId(12)).toBe('12');
    expect(refId(null)).toBeNull();
    expect(refName({ id: 12, name: 'Petőfi' })).toBe('Petőfi');
  });

  it('keeps a dependent choice only while it belongs to the parent', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['listAllEmployments'], [{ id: 301, user_name: 'Kiss Anna', institution_name: 'K', institution: 1 }]);
    const lookup = { source: 'employments', dependsOn: 'institution' };
    expect(fitsParent(queryClient, lookup, 301, 1)).toBe(true);
    expect(fitsParent(queryClient, lookup, 301, { id: 1, name: 'K' })).toBe(true);
    expect(fitsParent(queryClient, lookup, 301, 12)).toBe(false);
    expect(fitsParent(queryClient, lookup, 301, null)).toBe(false);
    expect(fitsParent(queryClient, lookup, null, 12)).toBe(true);
  });
});

describe('lookup options', () => {
  it('are the same list from render to render while the answer and the parent stay, so a chooser does not filter them again', () => {
    const client = new QueryClient();
    client.setQueryData(['getStaticData'], { partners: [{ id: 1, name: 'Kréta Kft.', tax_id: '1', note: null }] });
    client.setQueryData(['listAllEmployments'], [{ id: 301, user_name: 'Kiss Anna', institution_name: 'K', institution: 1 }]);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = renderHook(
      ({ parent }) => ({
        partners: useLookupOptions({ source: 'static:partners' }).options,
        partnerName: useLookupOptions({ source: 'static:partners' }).labelOf,
        employments: useLookupOptions({ source: 'employments', dependsOn: 'institution' }, parent).options,
      }),
      { wrapper, initialProps: { parent: 1 } },
    );
    const before = result.current;
    expect(before.partners.map((o) => o.label)).toEqual(['Kréta Kft. (1)']);
    expect([before.partnerName(1), before.partnerName('2')]).toEqual(['Kréta Kft. (1)', undefined]);
    expect(before.employments).toHaveLength(1);
    rerender({ parent: 1 });
    expect(result.current.partners).toBe(before.partners);
    expect(result.current.employments).toBe(before.employments);
    rerender({ parent: 12 });
    expect(result.current.employments).toEqual([]);
  });
});

describe('free-option search (x-lookup query)', () => {
  const lookup: LookupMeta = {
    source: 'listFreeCars',
    query: { start_date: 'start_date', end_date: 'end_date', booking_id: '$id' },
    label: '{type}, {plate_number}, {person_count} fő',
  };
  const meta: SchemaMeta = {
    title: 'Gépjárműigény',
    fields: {
      start_date: { label: 'Indulás', kind: 'string', format: 'date-time' },
      end_date: { label: 'Visszaérkezés', kind: 'string', format: 'date-time' },
      car: { label: 'Gépjármű', kind: 'integer', lookup },
    },
  };

  it('waits for every field it reads, naming them; sends date-times in RFC 3339 and the edited record as $id', () => {
    expect(lookupParams(lookup, meta, { start_date: '2026-11-26 07:00', end_date: null }, {})).toEqual({
      query: { start_date: expect.stringMatching(/^2026-11-26T07:00:00[+-]\d\d:\d\d$/) },
      missing: ['Visszaérkezés'],
      // It reads date-times: a choice it leaves out is not free in that period.
      byPeriod: true,
    });
    const ready = lookupParams(lookup, meta, { start_date: '2026-11-26 07:00', end_date: '2026-11-26 18:00' }, {}, 812);
    expect(ready?.missing).toEqual([]);
    expect(ready?.query.booking_id).toBe('812');
    expect(ready?.query.end_date).toMatch(/^2026-11-26T18:00:00/);
    // A saved choice counts as free for its own record; on a new form there is none, and nothing is sent.
    const own: LookupMeta = { source: 'listFreeRooms', query: { start_time: 'start_time', own_room_id: '$saved.room' } };
    const roomMeta: SchemaMeta = { title: 'T', fields: { start_time: { label: 'Kezdés', kind: 'string' }, room: { label: 'Terem', kind: 'integer' } } };
    expect(lookupParams(own, roomMeta, { start_time: 'x', room: 40 }, { room: { id: 31, name: 'Díszterem' } })?.query).toEqual({ start_time: 'x', own_room_id: '31' });
    expect(lookupParams(own, roomMeta, { start_time: 'x', room: 40 }, { room: null })?.query).toEqual({ start_time: 'x' });
    expect(lookupParams({ source: 'institutions' }, roomMeta, {}, {})).toBeUndefined();
  });

  it("sends a fixed value written after '=' as it is, and still waits for the fields it reads", () => {
    const closed: LookupMeta = { source: 'listAllExtraTeachingContracts', query: { user: 'user', state: '=closed' } };
    const userMeta: SchemaMeta = { title: 'T', fields: { user: { label: 'Dolgozó', kind: 'integer' } } };
    expect(lookupParams(closed, userMeta, { user: null }, {})).toEqual({ query: { state: 'closed' }, missing: ['Dolgozó'], byPeriod: false });
    expect(lookupParams(closed, userMeta, { user: 1101 }, {})).toEqual({ query: { user: '1101', state: 'closed' }, missing: [], byPeriod: false });
  });

  it('labels an item by the template of its fields', () => {
    expect(itemLabel({ id: 3, name: 'Kisbusz', type: 'Ford Transit', plate_number: 'AB-CD-123', person_count: 9 }, lookup.label)).toBe(
      'Ford Transit, AB-CD-123, 9 fő',
    );
  });

  it('asks the call only once the fields are set, with their query, and offers its answer labelled', async () => {
    freeCars.mockResolvedValue([{ id: 3, name: 'Kisbusz', type: 'Ford Transit', plate_number: 'AB-CD-123', person_count: 9 }]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = renderHook(({ values }) => useLookupOptions(lookup, undefined, lookupParams(lookup, meta, values, {})), {
      wrapper,
      initialProps: { values: { start_date: '2026-11-26 07:00', end_date: null } as Record<string, unknown> },
    });
    expect(result.current).toMatchObject({ options: [], isWaiting: true, isLoading: false });
    expect(freeCars).not.toHaveBeenCalled();
    rerender({ values: { start_date: '2026-11-26 07:00', end_date: '2026-11-26 18:00' } });
    await waitFor(() => expect(result.current.options.map((o) => o.label)).toEqual(['Ford Transit, AB-CD-123, 9 fő']));
    expect(freeCars).toHaveBeenCalledTimes(1);
    expect(freeCars.mock.calls[0]?.[1]).toMatchObject({
      start_date: expect.stringMatching(/^2026-11-26T07:00/),
      end_date: expect.stringMatching(/^2026-11-26T18:00/),
    });
    // Another period is another search.
    rerender({ values: { start_date: '2026-11-27 07:00', end_date: '2026-11-27 18:00' } });
    await waitFor(() => expect(freeCars).toHaveBeenCalledTimes(2));
    expect(freeCars.mock.calls[1]?.[1]).toMatchObject({ start_date: expect.stringMatching(/^2026-11-27T07:00/) });
  });
});
