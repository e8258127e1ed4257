import { createFileRoute } from '@tanstack/react-router';
import { listBudgetInfoQuery } from '@/generated/api/finance';
import { yearOf } from '@/lib/address-parts';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';
import { SchoolBreakdownScreen } from '@/sections/finance/planner';

/** The year's budget by school. */
export const Route = createFileRoute('/_signedIn/_shell/penzugy/tervezo/$year/iskolai_lebontas.html')({
  staticData: { specialScreen: { guardedBy: false } },
  params: {
    parse: ({ year }) => ({ year: yearOf(year) }),
    stringify: ({ year }) => ({ year: String(year) }),
  },
  loader: (match) => loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(listBudgetInfoQuery({ query: { year: match.params.year } }))),
  component: function SchoolBreakdownRoute() {
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <SchoolBreakdownScreen params={Route.useParams()} />
      </GatedScreen>
    );
  },
});
