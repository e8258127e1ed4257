import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadCalendar } from '@/features/records/calendar/calendar';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { absenceCalendar } from './hr/absences.calendar';
import { roomBookingCalendar } from './operations/room-bookings.calendar';

const sent = () =>
  requests.map((r) => {
    const url = new URL(r.url);
    return `${url.pathname}${url.search}`;
  });

describe('the section calendars', () => {
  it('absences: GET naptar/ with institution, year and month (the current ones left out), read as multi-day entries', async () => {
    mockFetch(() =>
      json([
        {
          id: 3105,
          user: { id: 45, name: 'Szabó Péter' },
          employment: { id: 302, name: 'x' },
          institution: { id: 2, name: 'Petőfi Sándor Általános Iskola' },
          reason: 2,
          start_date: '2026-11-23',
          end_date: '2026-11-27',
          state: 'under_checking',
        },
      ]),
    );
    const client = new QueryClient();
    const entries = await loadCalendar(client, absenceCalendar, { institution: 2 });
    expect(sent()).toEqual(['/api/hr/tavolletjelento/naptar/?institution=2']);
    expect(entries).toEqual([
      { key: '3105-2026-11-23-0', id: 3105, title: 'Szabó Péter', note: 'Petőfi Sándor Általános Iskola', start: '2026-11-23', end: '2026-11-27' },
    ]);
    await loadCalendar(client, absenceCalendar, { year: 2027, month: 1 });
    expect(sent().at(-1)).toBe('/api/hr/tavolletjelento/naptar/?year=2027&month=1');
    expect(absenceCalendar.links.details(3105)).toBe('/hr/tavolletjelento/3105.html');
  });

  it('room bookings: GET naptar/?year&month, one entry per occasion with its time and rooms', async () => {
    mockFetch(() =>
      json([
        {
          id: 7001,
          name: 'Újlipótvárosi Kosárlabda Egyesület',
          rooms: [{ id: 31, name: 'Tornaterem' }],
          date: '2026-12-03',
          start_time: '17:00',
          end_time: '19:00',
          state: 'under_checking',
          type: 'long_term',
        },
      ]),
    );
    const entries = await loadCalendar(new QueryClient(), roomBookingCalendar, { month: 12 });
    expect(sent()).toEqual(['/api/teremberles/naptar/?month=12']);
    expect(entries).toEqual([
      { key: '7001-2026-12-03-0', id: 7001, title: 'Újlipótvárosi Kosárlabda Egyesület', note: '17:00–19:00, Tornaterem', start: '2026-12-03', end: '2026-12-03' },
    ]);
    expect(roomBookingCalendar.links.list).toBe('/muszak/teremberles/lista.html');
  });
});
