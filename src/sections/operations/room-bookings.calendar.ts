import { defineCalendar } from '@/features/records/calendar/calendar';
import { getRoomBookingCalendarQuery } from '@/generated/api/operations';

/** Teremberlés naptár (section 2, Operations): GET /api/teremberles/naptar/?year&month, one entry per occasion. */
export const roomBookingCalendar = defineCalendar({
  id: 'room-bookings-calendar',
  title: 'Teremberlés naptár',
  route: '/muszak/teremberles/naptar.html',
  links: { details: (id) => `/muszak/teremberles/${id}.html`, create: '/muszak/teremberles/uj.html', list: '/muszak/teremberles/lista.html' },
  query: ({ month }) => getRoomBookingCalendarQuery({ query: month }),
  entry: (occasion) => ({
    id: occasion.id,
    title: occasion.name,
    note: [`${occasion.start_time}–${occasion.end_time}`, ...occasion.rooms.map((room) => room.name)].join(', '),
    start: occasion.date,
  }),
});
