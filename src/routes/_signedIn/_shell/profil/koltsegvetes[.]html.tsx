import { createFileRoute } from '@tanstack/react-router';
import { listBudgetInfoQuery } from '@/generated/api/finance';
import { BudgetScreen } from '@/sections/office/budget-statistics';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';

/** Section 2: disabled in the menu, yet the URL renders the institution budgets. */
export const Route = createFileRoute('/_signedIn/_shell/profil/koltsegvetes.html')({
  staticData: { specialScreen: { guardedBy: false } },
  loader: (match) => loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(listBudgetInfoQuery())),
  component: function BudgetRoute() {
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <BudgetScreen />
      </GatedScreen>
    );
  },
});
