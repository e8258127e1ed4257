import { createFileRoute } from '@tanstack/react-router';
import { loadIfPermitted } from '@/app/section-routes/access';
import { NoAccessPage } from '@/app/section-routes/NoAccessPage';
import { loadCalendar } from '@/features/records/calendar/calendar';
import { calendarSearchSchema } from '@/features/records/calendar/calendar-search';
import { CalendarScreen } from '@/features/records/calendar/CalendarScreen';
import { taskCalendar as calendar } from '@/sections/office/tasks.calendar';

export const Route = createFileRoute('/_signedIn/_shell/profil/feladatok/naptar.html')({
  validateSearch: calendarSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps, location }) => loadIfPermitted(context.queryClient, location.pathname, () => loadCalendar(context.queryClient, calendar, deps.search)),
  component: function TaskCalendarRoute() {
    const navigate = Route.useNavigate();
    const search = Route.useSearch();
    if (Route.useLoaderData().denied) return <NoAccessPage />;
    return <CalendarScreen calendar={calendar} search={search} onSearchChange={(search) => void navigate({ search })} />;
  },
});
