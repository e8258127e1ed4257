import { DEV_COMPLAINT_PREFIX } from '@/config/host-routing';
import { publicRecordScreen, publicScreen } from '@/features/public/public-screen';
import { ComplaintCreateScreen, ComplaintLoginScreen, ComplaintViewScreen, loadDistrictData } from './complaint-site';

// The public complaint site under /dev/panasz on a local host (section 2, host-dependent routing); a
// complaint host serves the same screens at its root through the public router.

export const devComplaintLogin = publicScreen(ComplaintLoginScreen, DEV_COMPLAINT_PREFIX);
export const devComplaintCreate = publicScreen(ComplaintCreateScreen, DEV_COMPLAINT_PREFIX, loadDistrictData);
export const devComplaint = publicRecordScreen(ComplaintViewScreen, DEV_COMPLAINT_PREFIX);
