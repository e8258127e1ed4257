import { createFileRoute } from '@tanstack/react-router';
import { DEV_COMPLAINT_PREFIX } from '@/config/host-routing';
import { ComplaintLoginScreen } from '@/sections/office/public/complaint-site';

/** The public complaint site's sign-in under /dev/panasz on a local host (section 2); a complaint host serves it at its root. */
export const Route = createFileRoute('/dev/panasz/belepes.html')({
  component: () => <ComplaintLoginScreen base={DEV_COMPLAINT_PREFIX} />,
});
