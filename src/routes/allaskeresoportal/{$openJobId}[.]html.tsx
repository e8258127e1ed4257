import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { recordIdOf } from '@/lib/address-parts';
import { hrScreens } from '@/app/special-screens/lazy';

/** An open job and the application to it (section 7), signed out. */
export const Route = createFileRoute('/allaskeresoportal/{$openJobId}.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  params: {
    parse: ({ openJobId }) => ({ openJobId: recordIdOf(openJobId) }),
    stringify: ({ openJobId }) => ({ openJobId: String(openJobId) }),
  },
  loader: (match) => hrScreens().then((screens) => screens.loadOpenJobRoute(match)),
  component: lazyRouteComponent(hrScreens, 'OpenJobRoute'),
});
