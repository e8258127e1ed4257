import { createFileRoute } from '@tanstack/react-router';
import { monthSearchSchema } from '@/components/month-stepper/month-search';
import { recordIdOf } from '@/lib/address-parts';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';
import { CommuteHistoryScreen } from '@/sections/hr/commute-month';
import { loadCommuteHistory } from '@/sections/hr/commutes';

/** One employment's commuting in a month, guarded by the commutes' menu entry. */
export const Route = createFileRoute('/_signedIn/_shell/hr/munkabajaras/{$employmentId}.html')({
  staticData: { specialScreen: { guardedBy: 'commutes' } },
  params: {
    parse: ({ employmentId }) => ({ employmentId: recordIdOf(employmentId) }),
    stringify: ({ employmentId }) => ({ employmentId: String(employmentId) }),
  },
  validateSearch: monthSearchSchema,
  loaderDeps: ({ search: { year, month } }) => ({ year, month }),
  loader: (match) => loadSpecialScreen(match, () => loadCommuteHistory(match.context.queryClient, match.params.employmentId, match.deps)),
  component: function CommuteMonthRoute() {
    const navigate = Route.useNavigate();
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <CommuteHistoryScreen
          params={Route.useParams()}
          search={Route.useSearch()}
          onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
        />
      </GatedScreen>
    );
  },
});
