import { sectionAddresses, siteMapPath } from '@/config/site-map';
import { defineCalendar } from '@/features/records/calendar/calendar';
import { getRoomBookingCalendarQuery } from '@/generated/api/operations';

/** Teremberlés – naptár (section 2, Operations): GET /api/teremberles/naptar/?year&month, one entry per occasion. */
export const roomBookingCalendar = defineCalendar({
  id: 'room-bookings-calendar',
  title: 'Teremberlés – naptár',
  route: siteMapPath('room-bookings-calendar'),
  links: sectionAddresses('room-bookings'),
  query: ({ month }) => getRoomBookingCalendarQuery({ query: month }),
  entry: (occasion) => ({
    id: occasion.id,
    title: occasion.name,
    note: [`${occasion.start_time}–${occasion.end_time}`, ...occasion.rooms.map((room) => room.name)].join(', '),
    start: occasion.date,
  }),
});
