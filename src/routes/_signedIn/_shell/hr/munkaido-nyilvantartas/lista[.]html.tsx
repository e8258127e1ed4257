import { createFileRoute } from '@tanstack/react-router';
import { monthListSearchSchema } from '@/features/records/list/list-search';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';
import { timesheetList } from '@/sections/hr/timesheets';

/** The month's timesheets per employee (section 7). */
export const Route = createFileRoute('/_signedIn/_shell/hr/munkaido-nyilvantartas/lista.html')({
  staticData: { specialScreen: {} },
  validateSearch: monthListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: (match) => loadSpecialScreen(match, () => timesheetList.load(match.context.queryClient, undefined, match.deps.search)),
  component: function TimesheetListRoute() {
    const navigate = Route.useNavigate();
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <timesheetList.Component
          params={undefined}
          search={Route.useSearch()}
          onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
        />
      </GatedScreen>
    );
  },
});
