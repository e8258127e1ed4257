import { CalendarDate } from '@internationalized/date';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { calendarVars, defineCalendar, entriesByDay, entriesOfMonth, integerFilter, loadCalendar, toDay, toEntries } from './calendar';

const fields = (id: number, start: unknown, end?: unknown) => ({ id, title: `E${id}`, start: start as string, end: end as string | undefined });

describe('calendar entries', () => {
  it('reads days and date-times, and turns anything else into nothing', () => {
    expect(toDay('2026-11-03')?.toString()).toBe('2026-11-03');
    expect(toDay('2026-11-03T10:30')?.toString()).toBe('2026-11-03');
    expect(toDay('2026-11-03T10:30:00+01:00')).toBeInstanceOf(CalendarDate);
    for (const bad of ['', 'nem dátum', '2026-13-40', '11/03/2026', 17, null, undefined]) expect(toDay(bad)).toBeNull();
  });

  it('leaves out items without a usable start and treats an end before the start as one day', () => {
    const entries = toEntries(
      [fields(1, 'x'), fields(2, '2026-11-05', '2026-11-01'), fields(3, '2026-11-05', 'rossz'), fields(4, '2026-11-05', '2026-11-07')],
      (f) => f,
    );
    expect(entries.map((e) => [e.id, e.start, e.end])).toEqual([
      [2, '2026-11-05', '2026-11-05'],
      [3, '2026-11-05', '2026-11-05'],
      [4, '2026-11-05', '2026-11-07'],
    ]);
    expect(new Set(entries.map((e) => e.key)).size).toBe(3);
  });

  it('puts a multi-day entry on every day it covers, cut at both edges of the month', () => {
    const entries = toEntries(
      [fields(1, '2026-10-29', '2026-11-03'), fields(2, '2026-11-23', '2026-11-27'), fields(3, '2026-11-30', '2026-12-02'), fields(4, '2026-12-05')],
      (f) => f,
    );
    const days = entriesByDay(entries, { year: 2026, month: 11 });
    expect([...days.keys()].sort()).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect(days.get('2026-11-01')?.map((e) => e.id)).toEqual([1]);
    expect(days.get('2026-11-30')?.map((e) => e.id)).toEqual([3]);
    expect(entriesOfMonth(entries, { year: 2026, month: 11 }).map((e) => e.id)).toEqual([1, 2, 3]);
    expect([...entriesByDay(entries, { year: 2026, month: 12 }).keys()]).toEqual(['2026-12-01', '2026-12-02', '2026-12-05']);
  });

  it('handles the year edge and a leap February', () => {
    const entries = toEntries([fields(1, '2027-12-31', '2028-01-01'), fields(2, '2028-02-28', '2028-03-01')], (f) => f);
    expect([...entriesByDay(entries, { year: 2028, month: 1 }).keys()]).toEqual(['2028-01-01']);
    expect([...entriesByDay(entries, { year: 2028, month: 2 }).keys()]).toEqual(['2028-02-28', '2028-02-29']);
  });
});

describe('the calendar call', () => {
  const calendar = { filters: [{ name: 'institution', label: 'Intézmény', options: async () => [] }] };
  // The pinned date's month (src/test/clock.ts).
  const current = { year: 2026, month: 11 };

  it('leaves out the current year and month, sends another one 1-based', () => {
    expect(calendarVars(calendar, {}).month).toEqual({});
    expect(calendarVars(calendar, current).month).toEqual({});
    expect(calendarVars(calendar, { year: current.year + 1, month: current.month }).month).toEqual({ year: current.year + 1 });
    const other = current.month === 12 ? 1 : 12;
    expect(calendarVars(calendar, { month: other }).month).toEqual({ month: other });
  });

  it('sends only the declared filters that have a value', () => {
    expect(calendarVars(calendar, { institution: 2, q: 'x' }).filters).toEqual({ institution: '2' });
    expect(calendarVars(calendar, { institution: '' }).filters).toEqual({});
    expect(integerFilter('2')).toBe(2);
    expect(integerFilter('két')).toBeUndefined();
    expect(integerFilter(undefined)).toBeUndefined();
  });
});

describe('a declared calendar', () => {
  it("caches its entries under the generated call's key, so the mutations that make that key stale reach them", async () => {
    let fetched = 0;
    const calendar = defineCalendar({
      id: 'things',
      title: 'Naptár',
      route: '/naptar.html',
      links: { details: (id) => `/${id}.html` },
      query: ({ month }) =>
        queryOptions({ queryKey: ['getThingCalendar', { query: month }] as const, queryFn: async () => (fetched++, [{ id: 1, day: '2026-11-05' }]) }),
      entry: (item) => ({ id: item.id, title: `#${item.id}`, start: item.day }),
    });
    const client = new QueryClient();
    expect(await loadCalendar(client, calendar, { year: 2030, month: 2 })).toEqual([
      { key: '1-2026-11-05-0', id: 1, title: '#1', start: '2026-11-05', end: '2026-11-05' },
    ]);
    const [key] = client
      .getQueryCache()
      .findAll({ queryKey: ['getThingCalendar'] })
      .map((q) => q.queryKey)
      .filter((k) => k.length === 3);
    expect(key).toEqual(['getThingCalendar', { query: { year: 2030, month: 2 } }, 'entries']);
    await client.invalidateQueries({ queryKey: ['getThingCalendar'] });
    await client.refetchQueries({ queryKey: key });
    expect(fetched).toBe(2);
  });
});
