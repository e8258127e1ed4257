import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '@/features/records/list/list-search';
import { SurveysScreen, surveysQuery } from '@/sections/office/surveys';

/** The survey list is a list screen of its own (surveys have no details call); /kerdoivek/kitoltes/ stays the generic section. */
export const Route = createFileRoute('/_signedIn/_shell/kerdoivek/lista.html')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page, limit: search.limit }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(surveysQuery(deps)),
  component: function SurveysRoute() {
    const navigate = Route.useNavigate();
    const { page, limit } = Route.useSearch();
    return <SurveysScreen search={{ page, limit }} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
  },
});
