import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot/first-load';
import { loadIfPermitted } from '@/app/section-routes/access';
import { NoAccessPage } from '@/app/section-routes/NoAccessPage';
import { monthSearchEntries } from '@/components/month-stepper/month-search';
import { loadTimesheet, TimesheetDetailsScreen } from '@/sections/hr/timesheets';

const userIdOf = (param: string) => {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw notFound();
  return id;
};

export const Route = createFileRoute('/_signedIn/_shell/hr/munkaido-nyilvantartas/{$userId}.html')({
  validateSearch: v.object(monthSearchEntries),
  loaderDeps: ({ search }) => ({ search }),
  // The permission of the section's menu entry (its list) guards the details too.
  loader: ({ context, deps, params }) =>
    loadIfPermitted(context.queryClient, '/hr/munkaido-nyilvantartas/lista.html', () => loadTimesheet(context.queryClient, userIdOf(params.userId), deps.search)),
  component: function TimesheetRoute() {
    const navigate = Route.useNavigate();
    const { userId } = Route.useParams();
    const search = Route.useSearch();
    if (Route.useLoaderData().denied) return <NoAccessPage />;
    return <TimesheetDetailsScreen userId={Number(userId)} search={search} onSearchChange={(search) => void navigate({ search })} />;
  },
});
