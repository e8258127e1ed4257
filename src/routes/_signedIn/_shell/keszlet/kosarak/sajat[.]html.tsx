import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { storeScreens } from '@/app/special-screens/lazy';

/** The user's own basket; a read-only user sees it without edit controls. */
export const Route = createFileRoute('/_signedIn/_shell/keszlet/kosarak/sajat.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: {} },
  loader: (match) => storeScreens().then((screens) => screens.loadOwnBasket(match)),
  component: lazyRouteComponent(storeScreens, 'OwnBasketRoute'),
});
