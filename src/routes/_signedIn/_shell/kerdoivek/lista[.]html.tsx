import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '@/features/records/list/list-search';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';
import { surveys } from '@/sections/office/surveys';

/** The surveys (section 2: shown to anyone signed in). */
export const Route = createFileRoute('/_signedIn/_shell/kerdoivek/lista.html')({
  staticData: { specialScreen: { guardedBy: false } },
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: (match) => loadSpecialScreen(match, () => surveys.load(match.context.queryClient, undefined, match.deps.search)),
  component: function SurveysRoute() {
    const navigate = Route.useNavigate();
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <surveys.Component params={undefined} search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />
      </GatedScreen>
    );
  },
});
