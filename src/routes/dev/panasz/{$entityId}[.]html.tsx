import { createFileRoute, notFound } from '@tanstack/react-router';
import { DEV_COMPLAINT_PREFIX } from '@/config/host-routing';
import { ComplaintViewScreen } from '@/sections/office/public/complaint-site';

/** The public complaint site's complaint on a local host (section 2, host-dependent routing). */
export const Route = createFileRoute('/dev/panasz/{$entityId}.html')({
  params: {
    parse: ({ entityId }) => {
      if (!/^\d+$/.test(entityId)) throw notFound();
      return { entityId: Number(entityId) };
    },
    stringify: ({ entityId }) => ({ entityId: String(entityId) }),
  },
  component: function PublicComplaintRoute() {
    const { entityId } = Route.useParams();
    return <ComplaintViewScreen key={entityId} base={DEV_COMPLAINT_PREFIX} complaintId={entityId} />;
  },
});
