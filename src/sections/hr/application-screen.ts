import { detailsScreen } from '@/features/records/screens/details-screen';
import { applicationSection } from './applications';

/** `/hr/allashelyek/{positionId}/jelentkezes-{applicationId}.html`: one application to a position, read and decided by HR. */
export const application = detailsScreen({
  section: ({ positionId }: { positionId: number; applicationId: number }) => applicationSection(positionId),
  id: ({ applicationId }) => applicationId,
});
