import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot/first-load';
import { loadIfPermitted } from '@/app/section-routes/access';
import { NoAccessPage } from '@/app/section-routes/NoAccessPage';
import { monthSearchEntries } from '@/components/month-stepper/month-search';
import { loadTimesheetList, TimesheetListScreen } from '@/sections/hr/timesheets';

const positive = v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.integer(), v.minValue(1))), undefined);

export const Route = createFileRoute('/_signedIn/_shell/hr/munkaido-nyilvantartas/lista.html')({
  validateSearch: v.object({ ...monthSearchEntries, institution: positive, page: positive }),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps, location }) => loadIfPermitted(context.queryClient, location.pathname, () => loadTimesheetList(context.queryClient, deps.search)),
  component: function TimesheetListRoute() {
    const navigate = Route.useNavigate();
    const search = Route.useSearch();
    if (Route.useLoaderData().denied) return <NoAccessPage />;
    return <TimesheetListScreen search={search} onSearchChange={(search) => void navigate({ search })} />;
  },
});
