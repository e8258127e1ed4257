import { createFileRoute } from '@tanstack/react-router';
import { calendarSearchSchema } from '@/features/records/calendar/calendar-search';
import { loadSectionCalendar, SectionCalendar } from '@/app/section-routes/calendar';
import { sectionBaseOf } from '@/app/section-routes/access';
import { SectionRouteError } from '@/app/section-routes/SectionRouteError';

export const Route = createFileRoute('/_signedIn/_shell/$module/$section/naptar.html')({
  validateSearch: calendarSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps, location }) => loadSectionCalendar(context.queryClient, sectionBaseOf(params), location.pathname, deps.search),
  component: CalendarRoute,
  errorComponent: SectionRouteError,
});

function CalendarRoute() {
  const navigate = Route.useNavigate();
  return <SectionCalendar access={Route.useLoaderData()} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}
