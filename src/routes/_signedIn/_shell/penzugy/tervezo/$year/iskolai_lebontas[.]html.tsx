import { createFileRoute, notFound } from '@tanstack/react-router';
import { listBudgetInfoQuery } from '@/generated/api/finance';
import { SchoolBreakdownScreen } from '@/sections/finance/planner';

export const Route = createFileRoute('/_signedIn/_shell/penzugy/tervezo/$year/iskolai_lebontas.html')({
  params: {
    parse: ({ year }) => {
      if (!/^\d{4}$/.test(year)) throw notFound();
      return { year: Number(year) };
    },
    stringify: ({ year }) => ({ year: String(year) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(listBudgetInfoQuery({ query: { year: params.year } })),
  component: function SchoolBreakdownRoute() {
    return <SchoolBreakdownScreen year={Route.useParams().year} />;
  },
});
