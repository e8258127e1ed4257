import { createFileRoute } from '@tanstack/react-router';
import { DEV_COMPLAINT_PREFIX } from '@/config/host-routing';
import { ComplaintLoginScreen } from '@/sections/office/public/complaint-site';

/** The public complaint site's sign-in on a local host (section 2, host-dependent routing). */
export const Route = createFileRoute('/dev/panasz/belepes.html')({
  component: () => <ComplaintLoginScreen base={DEV_COMPLAINT_PREFIX} />,
});
