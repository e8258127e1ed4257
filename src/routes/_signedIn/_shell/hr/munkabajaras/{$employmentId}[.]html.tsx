import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot/first-load';
import { loadIfPermitted } from '@/app/section-routes/access';
import { NoAccessPage } from '@/app/section-routes/NoAccessPage';
import { monthSearchEntries } from '@/components/month-stepper/month-search';
import { CommuteHistoryScreen, loadCommuteHistory } from '@/sections/hr/commutes';

const idOf = (param: string) => {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw notFound();
  return id;
};

export const Route = createFileRoute('/_signedIn/_shell/hr/munkabajaras/{$employmentId}.html')({
  validateSearch: v.object(monthSearchEntries),
  loaderDeps: ({ search }) => ({ search }),
  // The permission of the section's menu entry (its list) guards the details too.
  loader: ({ context, deps, params }) =>
    loadIfPermitted(context.queryClient, '/hr/munkabajaras/lista.html', () => loadCommuteHistory(context.queryClient, idOf(params.employmentId), deps.search)),
  component: function CommuteHistoryRoute() {
    const navigate = Route.useNavigate();
    const { employmentId } = Route.useParams();
    const search = Route.useSearch();
    if (Route.useLoaderData().denied) return <NoAccessPage />;
    return <CommuteHistoryScreen employmentId={Number(employmentId)} search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
