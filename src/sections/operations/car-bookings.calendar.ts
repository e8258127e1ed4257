import { sectionAddresses, siteMapPath } from '@/config/site-map';
import { defineCalendar } from '@/features/records/calendar/calendar';
import { getCarBookingCalendarQuery } from '@/generated/api/operations';

/** Gépjárműigénylés naptár (section 2, Operations): GET /api/gepjarmuigeny/naptar/?year&month, one entry per booking over its days. */
export const carBookingCalendar = defineCalendar({
  id: 'car-bookings-calendar',
  title: 'Gépjárműigénylés – naptár',
  route: siteMapPath('car-bookings-calendar'),
  links: sectionAddresses('car-bookings'),
  query: ({ month }) => getCarBookingCalendarQuery({ query: month }),
  entry: (booking) => ({
    id: booking.id,
    title: booking.travel_path,
    note: [booking.car ? `${booking.car.type}, ${booking.car.plate_number}` : 'Nincs kiosztott autó', booking.driver].filter(Boolean).join(' – '),
    start: booking.start_date,
    end: booking.end_date,
  }),
});
