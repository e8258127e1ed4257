import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadOpenJob, OpenJobScreen } from '@/sections/hr/job-portal';

const idOf = (param: string) => {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw notFound();
  return id;
};

/** An open job and the application to it (section 7), signed out. */
export const Route = createFileRoute('/allaskeresoportal/{$openJobId}.html')({
  // A job that cannot be loaded is said on the page itself.
  loader: ({ context, params }) => loadOpenJob(context.queryClient, idOf(params.openJobId)).catch(() => undefined),
  component: function OpenJobRoute() {
    return <OpenJobScreen id={Number(Route.useParams().openJobId)} />;
  },
});
