import { createFileRoute } from '@tanstack/react-router';
import { yearOf } from '@/lib/address-parts';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';
import { PlannerMenuScreen } from '@/sections/finance/planner';

/** What the planner offers for a year. */
export const Route = createFileRoute('/_signedIn/_shell/penzugy/tervezo/$year/menu.html')({
  staticData: { specialScreen: { guardedBy: false } },
  params: {
    parse: ({ year }) => ({ year: yearOf(year) }),
    stringify: ({ year }) => ({ year: String(year) }),
  },
  loader: (match) => loadSpecialScreen(match),
  component: function PlannerMenuRoute() {
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <PlannerMenuScreen params={Route.useParams()} />
      </GatedScreen>
    );
  },
});
