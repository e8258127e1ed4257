import { plainScreen } from '@/features/special-screens/special-screen';
import { getStatisticsQuery, listBudgetInfoQuery } from '@/generated/api/finance';
import { BudgetScreen, StatisticsScreen } from './budget-statistics';

/** `/profil/koltsegvetes.html` (section 2: disabled in the menu, yet the URL renders the institution budgets). */
export const budget = plainScreen(BudgetScreen, () => listBudgetInfoQuery());

/** `/profil/statisztikak.html` (section 2: disabled in the menu, yet the URL renders the statistics). */
export const statistics = plainScreen(StatisticsScreen, getStatisticsQuery);

export { surveys } from './surveys';
