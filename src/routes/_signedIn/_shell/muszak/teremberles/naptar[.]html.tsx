import { createFileRoute } from '@tanstack/react-router';
import { loadCalendar } from '@/features/records/calendar/calendar';
import { calendarSearchSchema } from '@/features/records/calendar/calendar-search';
import { CalendarScreen } from '@/features/records/calendar/CalendarScreen';
import { roomBookingCalendar as calendar } from '@/sections/room-bookings.calendar';

export const Route = createFileRoute('/_signedIn/_shell/muszak/teremberles/naptar.html')({
  validateSearch: calendarSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadCalendar(context.queryClient, calendar, deps.search),
  component: function RoomBookingCalendarRoute() {
    const navigate = Route.useNavigate();
    return <CalendarScreen calendar={calendar} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
