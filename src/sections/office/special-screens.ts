import * as v from 'valibot';
import { defineSpecialScreen, noParams, plainScreen } from '@/features/special-screens/special-screen';
import { listSearchSchema } from '@/features/records/list/list-search';
import { getStatisticsQuery, listBudgetInfoQuery } from '@/generated/api/finance';
import { BudgetScreen, StatisticsScreen } from './budget-statistics';
import { loadSurveys, SurveysScreen } from './surveys';

/** `/profil/koltsegvetes.html` (section 2: disabled in the menu, yet the URL renders the institution budgets). */
export const budget = plainScreen(BudgetScreen, () => listBudgetInfoQuery());

/** `/profil/statisztikak.html` (section 2: disabled in the menu, yet the URL renders the statistics). */
export const statistics = plainScreen(StatisticsScreen, getStatisticsQuery);

/** `/kerdoivek/lista.html`: surveys have no details call, so their list is a screen of its own; /kerdoivek/kitoltes/ stays the generic section. */
export const surveys = defineSpecialScreen({
  params: noParams,
  search: (raw) => v.parse(listSearchSchema, raw),
  load: (queryClient, _params, search) => loadSurveys(queryClient, search),
  Component: SurveysScreen,
});
