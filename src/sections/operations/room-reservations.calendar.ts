import { sectionAddresses, siteMapPath } from '@/config/site-map';
import { defineCalendar } from '@/features/records/calendar/calendar';
import { formatDateTime } from '@/lib/format';
import { getRoomReservationCalendarQuery } from '@/generated/api/operations';

/** Teremfoglalások naptár (section 2, Operations): GET /api/teremfoglalasok/naptar/?year&month, one entry per reservation. */
export const roomReservationCalendar = defineCalendar({
  id: 'room-reservations-calendar',
  title: 'Teremfoglalások – naptár',
  route: siteMapPath('room-reservations-calendar'),
  links: sectionAddresses('room-reservations'),
  query: ({ month }) => getRoomReservationCalendarQuery({ query: month }),
  entry: (reservation) => ({
    id: reservation.id,
    title: reservation.subject,
    note: `${formatDateTime(reservation.start_time).slice(-5)}–${formatDateTime(reservation.end_time).slice(-5)}, ${reservation.room.name}`,
    start: reservation.start_time,
    end: reservation.end_time,
  }),
});
