import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot/first-load';
import { loadOpenJobs, OpenJobListScreen } from '@/sections/hr/job-portal';

const positive = v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.integer(), v.minValue(1))), undefined);
const text = v.fallback(v.optional(v.string()), undefined);

/** The public job portal's list of open jobs (section 2): no account needed. */
export const Route = createFileRoute('/allaskeresoportal/lista.html')({
  validateSearch: v.object({
    q: text,
    page: positive,
    job: positive,
    institution: positive,
    city: text,
    contract_type: v.fallback(v.optional(v.picklist(['public_education_employee', 'labour_code', 'assignment'])), undefined),
    working_hours: v.fallback(v.optional(v.picklist(['full_time', 'part_time'])), undefined),
  }),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadOpenJobs(context.queryClient, deps.search),
  component: function OpenJobListRoute() {
    const navigate = Route.useNavigate();
    return <OpenJobListScreen search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
