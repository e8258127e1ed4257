import { DEV_COMPLAINT_PREFIX } from '@/config/host-routing';
import { defineSpecialScreen, noParams, noSearch } from '@/features/special-screens/special-screen';
import { parseRecordId } from '@/features/records/routes';
import { ComplaintCreateScreen, ComplaintLoginScreen, ComplaintViewScreen, loadDistrictData } from './complaint-site';

// The public complaint site under /dev/panasz on a local host (section 2, host-dependent routing); a
// complaint host serves the same screens at its root through the public router.

export const devComplaintLogin = defineSpecialScreen({ params: noParams, search: noSearch, Component: () => <ComplaintLoginScreen base={DEV_COMPLAINT_PREFIX} /> });

export const devComplaintCreate = defineSpecialScreen({
  params: noParams,
  search: noSearch,
  load: loadDistrictData,
  Component: () => <ComplaintCreateScreen base={DEV_COMPLAINT_PREFIX} />,
});

export const devComplaint = defineSpecialScreen({
  params: ({ entityId }) => ({ complaintId: parseRecordId(entityId ?? '') }),
  search: noSearch,
  Component: ({ params }) => <ComplaintViewScreen key={params.complaintId} base={DEV_COMPLAINT_PREFIX} complaintId={params.complaintId} />,
});
