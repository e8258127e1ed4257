import { createFileRoute } from '@tanstack/react-router';
import { monthSearchSchema } from '@/components/month-stepper/month-search';
import { recordIdOf } from '@/lib/address-parts';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';
import { TimesheetDetailsScreen } from '@/sections/hr/timesheet';
import { loadTimesheet } from '@/sections/hr/timesheets';

/** A user's timesheet for a month, guarded by the timesheets' menu entry. */
export const Route = createFileRoute('/_signedIn/_shell/hr/munkaido-nyilvantartas/{$userId}.html')({
  staticData: { specialScreen: { guardedBy: 'timesheets' } },
  params: {
    parse: ({ userId }) => ({ userId: recordIdOf(userId) }),
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  validateSearch: monthSearchSchema,
  loaderDeps: ({ search: { year, month } }) => ({ year, month }),
  loader: (match) => loadSpecialScreen(match, () => loadTimesheet(match.context.queryClient, match.params.userId, match.deps)),
  component: function TimesheetMonthRoute() {
    const navigate = Route.useNavigate();
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <TimesheetDetailsScreen
          params={Route.useParams()}
          search={Route.useSearch()}
          onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
        />
      </GatedScreen>
    );
  },
});
