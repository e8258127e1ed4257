import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { publicSiteScreens } from '@/app/special-screens/lazy';

/** The public quiz's form under /dev/kviz on a local host (section 2). */
export const Route = createFileRoute('/dev/kviz/kitoltes.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  component: lazyRouteComponent(publicSiteScreens, 'QuizFillRoute'),
});
