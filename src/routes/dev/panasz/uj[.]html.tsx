import { createFileRoute } from '@tanstack/react-router';
import { DEV_COMPLAINT_PREFIX } from '@/config/host-routing';
import { ComplaintCreateScreen } from '@/sections/office/public/complaint-site';

/** The public complaint site's new complaint on a local host (section 2, host-dependent routing). */
export const Route = createFileRoute('/dev/panasz/uj.html')({
  component: () => <ComplaintCreateScreen base={DEV_COMPLAINT_PREFIX} />,
});
