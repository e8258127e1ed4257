import { createFileRoute } from '@tanstack/react-router';
import { DEV_COMPLAINT_PREFIX } from '@/config/host-routing';
import { ComplaintCreateScreen, loadDistrictData } from '@/sections/office/public/complaint-site';

/** A new complaint under /dev/panasz on a local host (section 2); a complaint host serves it at its root. */
export const Route = createFileRoute('/dev/panasz/uj.html')({
  loader: ({ context }) => loadDistrictData(context.queryClient),
  component: () => <ComplaintCreateScreen base={DEV_COMPLAINT_PREFIX} />,
});
