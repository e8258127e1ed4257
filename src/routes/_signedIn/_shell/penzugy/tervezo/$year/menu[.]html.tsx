import { createFileRoute, notFound } from '@tanstack/react-router';
import { PlannerMenuScreen } from '@/sections/finance/planner';

export const Route = createFileRoute('/_signedIn/_shell/penzugy/tervezo/$year/menu.html')({
  params: {
    parse: ({ year }) => {
      if (!/^\d{4}$/.test(year)) throw notFound();
      return { year: Number(year) };
    },
    stringify: ({ year }) => ({ year: String(year) }),
  },
  component: function PlannerMenuRoute() {
    return <PlannerMenuScreen year={Route.useParams().year} />;
  },
});
