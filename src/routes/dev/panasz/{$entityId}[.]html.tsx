import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { recordIdOf } from '@/lib/address-parts';
import { publicSiteScreens } from '@/app/special-screens/lazy';

/** One complaint under /dev/panasz on a local host (section 2). */
export const Route = createFileRoute('/dev/panasz/{$entityId}.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  params: {
    parse: ({ entityId }) => ({ entityId: recordIdOf(entityId) }),
    stringify: ({ entityId }) => ({ entityId: String(entityId) }),
  },
  component: lazyRouteComponent(publicSiteScreens, 'ComplaintRoute'),
});
