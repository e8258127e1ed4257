import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { officeScreens } from '@/app/special-screens/lazy';

/** Section 2: disabled in the menu, yet the URL renders the institution budgets. */
export const Route = createFileRoute('/_signedIn/_shell/profil/koltsegvetes.html')({
  // Loaded with its module's other special screens (src/app/special-screens/lazy.ts), not split on its own.
  codeSplitGroupings: [],
  staticData: { specialScreen: { guardedBy: false } },
  loader: (match) => officeScreens().then((screens) => screens.loadBudget(match)),
  component: lazyRouteComponent(officeScreens, 'BudgetRoute'),
});
