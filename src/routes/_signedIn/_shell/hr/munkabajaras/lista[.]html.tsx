import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot/first-load';
import { loadIfPermitted } from '@/app/section-routes/access';
import { NoAccessPage } from '@/app/section-routes/NoAccessPage';
import { monthSearchEntries } from '@/components/month-stepper/month-search';
import { CommuteListScreen, loadCommuteList } from '@/sections/hr/commutes';

const positive = v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.integer(), v.minValue(1))), undefined);

export const Route = createFileRoute('/_signedIn/_shell/hr/munkabajaras/lista.html')({
  validateSearch: v.object({
    ...monthSearchEntries,
    institution: positive,
    page: positive,
    type: v.fallback(v.optional(v.picklist(['car', 'public_transport', 'monthly_pass'])), undefined),
    q: v.fallback(v.optional(v.string()), undefined),
  }),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps, location }) => loadIfPermitted(context.queryClient, location.pathname, () => loadCommuteList(context.queryClient, deps.search)),
  component: function CommuteListRoute() {
    const navigate = Route.useNavigate();
    const search = Route.useSearch();
    if (Route.useLoaderData().denied) return <NoAccessPage />;
    return <CommuteListScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
