import { createFileRoute } from '@tanstack/react-router';
import { listBudgetInfoQuery } from '@/generated/api/finance';
import { BudgetScreen } from '@/sections/office/budget-statistics';

/** Section 2: disabled in the menu, yet the URL renders the institution budgets. */
export const Route = createFileRoute('/_signedIn/_shell/profil/koltsegvetes.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(listBudgetInfoQuery()),
  component: BudgetScreen,
});
