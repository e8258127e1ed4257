import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '@/features/records/list/list-search';
import { openJobList } from '@/sections/hr/open-jobs';

/** The public job portal's open jobs (section 2); no account needed. */
export const Route = createFileRoute('/allaskeresoportal/lista.html')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => openJobList.load(context.queryClient, undefined, deps.search),
  component: function OpenJobsRoute() {
    const navigate = Route.useNavigate();
    return (
      <openJobList.Component
        params={undefined}
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
      />
    );
  },
});
