import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { recordIdOf } from '@/lib/address-parts';
import { hrScreens } from '@/app/special-screens/lazy';

/** One application to a position, read and decided by HR; guarded by the positions' menu entry. */
export const Route = createFileRoute('/_signedIn/_shell/hr/allashelyek/$positionId/jelentkezes-{$applicationId}.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: { guardedBy: 'positions' } },
  params: {
    parse: ({ positionId, applicationId }) => ({ positionId: recordIdOf(positionId), applicationId: recordIdOf(applicationId) }),
    stringify: ({ positionId, applicationId }) => ({ positionId: String(positionId), applicationId: String(applicationId) }),
  },
  loader: (match) => hrScreens().then((screens) => screens.loadApplication(match)),
  component: lazyRouteComponent(hrScreens, 'ApplicationRoute'),
});
