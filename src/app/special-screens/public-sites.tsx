import { getRouteApi } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DEV_COMPLAINT_PREFIX, DEV_QUIZ_PREFIX } from '@/config/host-routing';
import { ComplaintCreateScreen, ComplaintLoginScreen, ComplaintViewScreen, loadDistrictData } from '@/sections/office/public/complaint-site';
import { QuizFillScreen, QuizLoginScreen } from '@/sections/office/public/quiz-site';

// The public quiz and complaint sites under /dev/kviz and /dev/panasz on a local host (section 2,
// host-dependent routing); a quiz or complaint host serves the same screens at its root through the public router.

export const QuizLoginRoute = (): ReactNode => <QuizLoginScreen base={DEV_QUIZ_PREFIX} />;
export const QuizFillRoute = (): ReactNode => <QuizFillScreen base={DEV_QUIZ_PREFIX} />;
export const ComplaintLoginRoute = (): ReactNode => <ComplaintLoginScreen base={DEV_COMPLAINT_PREFIX} />;

export const loadComplaintCreate = ({ context }: { context: { queryClient: QueryClient } }): Promise<unknown> => loadDistrictData(context.queryClient);
export const ComplaintCreateRoute = (): ReactNode => <ComplaintCreateScreen base={DEV_COMPLAINT_PREFIX} />;

const complaintRoute = getRouteApi('/dev/panasz/{$entityId}.html');
/** One complaint, shown afresh for another. */
export function ComplaintRoute(): ReactNode {
  const { entityId } = complaintRoute.useParams();
  return <ComplaintViewScreen key={entityId} base={DEV_COMPLAINT_PREFIX} id={entityId} />;
}
