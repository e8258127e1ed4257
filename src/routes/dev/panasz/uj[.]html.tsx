import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { publicSiteScreens } from '@/app/special-screens/lazy';

/** A new complaint under /dev/panasz on a local host (section 2). */
export const Route = createFileRoute('/dev/panasz/uj.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  loader: (match) => publicSiteScreens().then((screens) => screens.loadComplaintCreate(match)),
  component: lazyRouteComponent(publicSiteScreens, 'ComplaintCreateRoute'),
});
