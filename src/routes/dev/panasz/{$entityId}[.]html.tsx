import { createFileRoute } from '@tanstack/react-router';
import { DEV_COMPLAINT_PREFIX } from '@/config/host-routing';
import { recordIdOf } from '@/lib/address-parts';
import { ComplaintViewScreen } from '@/sections/office/public/complaint-site';

/** One complaint under /dev/panasz on a local host (section 2), shown afresh for another complaint; a complaint host serves it at its root. */
export const Route = createFileRoute('/dev/panasz/{$entityId}.html')({
  params: {
    parse: ({ entityId }) => ({ entityId: recordIdOf(entityId) }),
    stringify: ({ entityId }) => ({ entityId: String(entityId) }),
  },
  component: function ComplaintRoute() {
    const { entityId } = Route.useParams();
    return <ComplaintViewScreen key={entityId} base={DEV_COMPLAINT_PREFIX} id={entityId} />;
  },
});
