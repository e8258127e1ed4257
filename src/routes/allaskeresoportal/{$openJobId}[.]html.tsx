import { createFileRoute } from '@tanstack/react-router';
import { recordIdOf } from '@/lib/address-parts';
import { loadOpenJob, OpenJobScreen } from '@/sections/hr/job-portal';

/** An open job and the application to it (section 7), signed out. */
export const Route = createFileRoute('/allaskeresoportal/{$openJobId}.html')({
  params: {
    parse: ({ openJobId }) => ({ openJobId: recordIdOf(openJobId) }),
    stringify: ({ openJobId }) => ({ openJobId: String(openJobId) }),
  },
  // A job that cannot be loaded is said on the page itself.
  loader: ({ context, params }) => loadOpenJob(context.queryClient, params.openJobId).catch(() => undefined),
  component: function OpenJobRoute() {
    const { openJobId } = Route.useParams();
    return <OpenJobScreen params={{ id: openJobId }} />;
  },
});
