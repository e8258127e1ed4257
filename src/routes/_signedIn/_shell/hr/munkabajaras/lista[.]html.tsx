import { createFileRoute } from '@tanstack/react-router';
import { monthListSearchSchema } from '@/features/records/list/list-search';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';
import { commuteList } from '@/sections/hr/commutes';

/** The month's commuting per employment (section 7). */
export const Route = createFileRoute('/_signedIn/_shell/hr/munkabajaras/lista.html')({
  staticData: { specialScreen: {} },
  validateSearch: monthListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: (match) => loadSpecialScreen(match, () => commuteList.load(match.context.queryClient, undefined, match.deps.search)),
  component: function CommuteListRoute() {
    const navigate = Route.useNavigate();
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <commuteList.Component
          params={undefined}
          search={Route.useSearch()}
          onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
        />
      </GatedScreen>
    );
  },
});
